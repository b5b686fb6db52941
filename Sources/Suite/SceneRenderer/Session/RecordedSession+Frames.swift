extension RecordedSession {
    /// The most pixels a session's frame may have: a 4K frame (3840 × 2160).
    public static let maximumPixels = 3_840 * 2_160

    /// The calibration frame and every frame exist with the session's size (`frameBytes` bytes of
    /// RGBA, or a PNG header of `width × height`), looked at one file at a time.
    func checkFrameFiles() throws(SessionError) {
        var header = [UInt8](repeating: 0, count: 33)
        for index in -1..<frameCount {
            let path = index < 0 ? calibrationPath : framePath(index)
            guard let size = RawFile.size(path) else { throw .unreadable(path) }
            switch frameFormat {
            case .rgba: guard size == frameBytes else { throw .wrongFrameSize(path, size, frameBytes) }
            case .png:
                let read = try RawFile.readInto(&header, from: path)
                guard let (w, h) = PNGImage.size(Array(header.prefix(read))) else { throw .notPNG(path) }
                guard (w, h) == (width, height) else { throw .wrongImageSize(path, w, h, width, height) }
            }
        }
    }

    /// Decodes the calibration frame and every frame, one at a time into one buffer: the first that
    /// does not read (a damaged or undecodable PNG, a file of the wrong size) is thrown.
    public func checkFrames() throws(SessionError) {
        var buffer = [UInt8](repeating: 0, count: frameBytes)
        try readFrame(nil, into: &buffer)
        for index in 0..<frameCount { try readFrame(index, into: &buffer) }
    }

    /// Reads frame `index` (or the calibration frame, for `nil`) into the first `frameBytes` bytes of
    /// `buffer` (RGBA); a buffer shorter than that is refused before anything is read.
    public func readFrame(_ index: Int?, into buffer: inout [UInt8]) throws(SessionError) {
        guard buffer.count >= frameBytes else { throw .shortBuffer(buffer.count, frameBytes) }
        let path = index.map(framePath) ?? calibrationPath
        switch frameFormat {
        case .rgba:
            let read = try RawFile.readInto(&buffer, from: path)
            guard read == frameBytes, RawFile.size(path) == frameBytes else {
                throw .wrongFrameSize(path, RawFile.size(path) ?? read, frameBytes)
            }
        case .png:
            try readPNG(path, into: &buffer)
        }
    }

    /// The most bytes a PNG frame file may have: twice its raw RGBA and 1 MiB (stored, uncompressed
    /// image data and ancillary chunks fit; anything larger is not a frame of this session).
    var maximumPNGBytes: Int { 2 * frameBytes + (1 << 20) }

    /// Decodes the PNG at `path` into `buffer`, which holds `frameBytes` bytes.
    private func readPNG(_ path: String, into buffer: inout [UInt8]) throws(SessionError) {
        guard let size = RawFile.size(path) else { throw .unreadable(path) }
        guard size <= maximumPNGBytes else {
            throw .damagedPNG(path, "\(size) bytes, more than a \(width) × \(height) frame needs (\(maximumPNGBytes))")
        }
        let bytes = try RawFile.read(path)
        do throws(PNGFailure) {
            try PNGImage.decode(bytes, into: &buffer, width: width, height: height)
        } catch {
            switch error {
            case .otherSize(let w, let h): throw .wrongImageSize(path, w, h, width, height)
            case .damaged: throw .damagedPNG(path, error.description)
            case .notPNG, .unsupported, .bufferTooSmall: throw .notPNG(path)
            }
        }
    }
}
