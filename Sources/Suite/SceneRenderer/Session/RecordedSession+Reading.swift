import KeyboardCore
import TouchMapping

extension RecordedSession {
    /// Reads and checks the session in `directory`: the truth file, its version and ranges, and that
    /// the calibration frame and every frame exist with `width × height × 4` bytes. The first problem
    /// found is thrown.
    public static func load(directory: String) throws(SessionError) -> RecordedSession {
        let members = try truthMembers(directory + "/" + truthFile)
        let width = try whole("width", members, 64...8_192), height = try whole("height", members, 64...8_192)
        let fps = try number("fps", members)
        guard fps >= 1, fps <= 1_000 else { throw .outOfRange("fps \(fps.formatted) is not in 1…1000") }
        guard case .string(let code) = members["layout"] else {
            throw .badMember("layout", "a layout code, e.g. \"en\"")
        }
        guard let language = languages.first(where: { $0.code == code }) else {
            throw .outOfRange("layout '\(code)' is unknown (\(languages.map(\.code).joined(separator: ", ")))")
        }
        let frameCount = try whole("frames", members, 1...1_000_000)
        let frameFormat = try format(members["frame_format"])
        var session = RecordedSession(
            directory: directory, width: width, height: height, framesPerSecond: fps, language: language,
            frameCount: frameCount, frameFormat: frameFormat, touches: [], fingertips: [])
        let touches = try session.readTouches(members["touches"])
        let fingertips = try session.readFingertips(members["fingertips"])
        session = RecordedSession(
            directory: directory, width: width, height: height, framesPerSecond: fps, language: language,
            frameCount: frameCount, frameFormat: frameFormat, touches: touches, fingertips: fingertips)
        try session.checkFrameFiles()
        return session
    }

    /// The top-level members of the truth file, its format and version checked.
    static func truthMembers(_ path: String) throws(SessionError) -> [String: JSONValue] {
        let bytes = try RawFile.read(path)
        let value: JSONValue
        do throws(JSONParseError) {
            value = try JSONParser.parse(bytes)
        } catch {
            throw .malformedJSON(error.description)
        }
        guard case .object(let members) = value else { throw .badMember("the top level", "an object") }
        guard case .string(let format) = members["format"] else { throw .badMember("format", "a string") }
        guard format == formatName else { throw .unknownFormat(format) }
        let version = try number("version", members)
        guard version == Double(formatVersion) else { throw .unknownVersion(version) }
        return members
    }

    /// Every touch: `{"key": id, "start": frame, "end": frame}`, the key on the printed keyboard, the
    /// frames within the session, start ≤ end.
    func readTouches(_ value: JSONValue?) throws(SessionError) -> [TrueContact] {
        guard case .array(let items) = value else { throw .badMember("touches", "an array") }
        guard items.count <= frameCount else {
            throw .outOfRange(
                "touches: \(items.count) touches in \(frameCount) frames; a session has at most one per frame")
        }
        let keys = keyboard.frames.keys
        var touches: [TrueContact] = []
        for (index, item) in items.enumerated() {
            guard case .object(let touch) = item else { throw .badMember("touches[\(index)]", "an object") }
            guard case .string(let id) = touch["key"] else { throw .badMember("touches[\(index)].key", "a key id") }
            guard let key = keys.firstIndex(where: { $0.key.id == id }) else {
                throw .outOfRange("touches[\(index)]: key '\(id)' is not on the \(language.code) keyboard")
            }
            let start = try Self.whole("start", touch, 0...100_000_000, at: "touches[\(index)].")
            let end = try Self.whole("end", touch, 0...100_000_000, at: "touches[\(index)].")
            guard start <= end, end < frameCount else {
                throw .outOfRange(
                    "touches[\(index)]: frames \(start)…\(end) are not within the session's frames 0…\(frameCount - 1)")
            }
            touches.append(TrueContact(start: start, end: end, key: key))
        }
        return touches
    }

    /// Fingertips: `[[frame, x, y], …]` in camera pixels, frames within the session, points within the frame.
    func readFingertips(_ value: JSONValue?) throws(SessionError) -> [Point?] {
        guard case .array(let items) = value else { throw .badMember("fingertips", "an array of [frame, x, y]") }
        var tips = [Point?](repeating: nil, count: frameCount)
        for (index, item) in items.enumerated() {
            guard case .array(let triple) = item, triple.count == 3, case .number(let frame) = triple[0],
                case .number(let x) = triple[1], case .number(let y) = triple[2]
            else { throw .badMember("fingertips[\(index)]", "[frame, x, y] (three numbers)") }
            guard frame == frame.rounded(), frame >= 0, frame < Double(frameCount) else {
                throw .outOfRange(
                    "fingertips[\(index)]: frame \(frame.formatted) is not within the session's frames 0…\(frameCount - 1)"
                )
            }
            guard x >= 0, x <= Double(width), y >= 0, y <= Double(height) else {
                throw .outOfRange(
                    "fingertips[\(index)]: point (\(x.formatted), \(y.formatted)) is outside the \(width) × \(height) frame"
                )
            }
            tips[Int(frame)] = Point(x: x, y: y)
        }
        guard items.count <= frameCount else {
            throw .outOfRange(
                "fingertips: \(items.count) points in \(frameCount) frames; a session has at most one per frame")
        }
        return tips
    }

    /// `frame_format`: absent (raw RGBA), `"rgba"` or `"png"`.
    static func format(_ value: JSONValue?) throws(SessionError) -> FrameFormat {
        guard let value else { return .rgba }
        guard case .string(let name) = value, let format = FrameFormat(rawValue: name) else {
            throw .badMember("frame_format", "\"rgba\" or \"png\"")
        }
        return format
    }

    /// The calibration frame and every frame exist with the session's size (`frameBytes` bytes of
    /// RGBA, or a PNG header of `width × height`).
    func checkFrameFiles() throws(SessionError) {
        var header = [UInt8](repeating: 0, count: 24)
        for path in [calibrationPath] + (0..<frameCount).map(framePath) {
            guard let size = RawFile.size(path) else { throw .unreadable(path) }
            switch frameFormat {
            case .rgba: guard size == frameBytes else { throw .wrongFrameSize(path, size, frameBytes) }
            case .png:
                _ = try RawFile.readInto(&header, from: path)
                guard let (w, h) = PNGImage.size(header) else { throw .notPNG(path) }
                guard (w, h) == (width, height) else { throw .wrongImageSize(path, w, h, width, height) }
            }
        }
    }

    /// Reads frame `index` (or the calibration frame, for `nil`) into `buffer` (`frameBytes` bytes of RGBA).
    public func readFrame(_ index: Int?, into buffer: inout [UInt8]) throws(SessionError) {
        let path = index.map(framePath) ?? calibrationPath
        switch frameFormat {
        case .rgba:
            let read = try RawFile.readInto(&buffer, from: path)
            guard read == frameBytes, RawFile.size(path) == frameBytes else {
                throw .wrongFrameSize(path, RawFile.size(path) ?? read, frameBytes)
            }
        case .png:
            guard let image = PNGImage.decode(try RawFile.read(path)) else { throw .notPNG(path) }
            guard (image.width, image.height) == (width, height) else {
                throw .wrongImageSize(path, image.width, image.height, width, height)
            }
            buffer.withUnsafeMutableBufferPointer { out in
                image.rgba.withUnsafeBufferPointer { out.baseAddress!.update(from: $0.baseAddress!, count: $0.count) }
            }
        }
    }

    static func number(_ name: String, _ members: [String: JSONValue], at prefix: String = "")
        throws(SessionError) -> Double
    {
        guard case .number(let value) = members[name] else { throw .badMember(prefix + name, "a number") }
        return value
    }

    static func whole(_ name: String, _ members: [String: JSONValue], _ range: ClosedRange<Int>, at prefix: String = "")
        throws(SessionError) -> Int
    {
        let value = try number(name, members, at: prefix)
        guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw .outOfRange(
                "\(prefix)\(name) \(value.formatted) is not a whole number in \(range.lowerBound)…\(range.upperBound)")
        }
        return Int(value)
    }
}
