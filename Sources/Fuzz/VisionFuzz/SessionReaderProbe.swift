#if canImport(Glibc)
    @preconcurrency import Glibc
#endif
import FuzzSupport
import SceneRenderer

/// The recorded-session reader and its PNG decoder under fuzzed input (fuzz selector 8): raw bytes as
/// a PNG, PNGs built with valid framing around fuzzed headers, chunks and image data (so inputs get past
/// the CRCs), and session folders with a fuzzed truth file and frames. Every refusal is one line; a
/// decoded image has its header's size; a buffer is never written past the frame, nor at all when short.
public enum SessionReaderProbe {
    /// Runs one input (the bytes after the selector).
    public static func run(_ payload: [UInt8]) -> FuzzFinding? {
        FuzzFinding.catching { () throws(FuzzFinding) in
            var input = FuzzBytes(payload)
            switch input.byte() % 3 {
            case 0: try decode(input.remaining, canary: input.byte())
            case 1: try decode(framed(&input), canary: input.byte())
            default: try session(&input)
            }
        }
    }

    /// Both decoders on `bytes`: the allocating one gives its header's size or nil; decoding into a
    /// buffer with `canary` bytes past the frame leaves them, and a short buffer is left untouched.
    static func decode(_ bytes: [UInt8], canary: UInt8) throws(FuzzFinding) {
        let image = PNGImage.decode(bytes)
        if let image {
            try expect(
                image.width > 0 && image.height > 0 && image.width <= PNGImage.maximumSide
                    && image.rgba.count == image.width * image.height * 4, "png",
                "decoded \(image.width) × \(image.height) into \(image.rgba.count) bytes")
        }
        guard let (width, height) = PNGImage.size(bytes), (1...512).contains(width), (1...512).contains(height) else {
            return
        }
        let frame = width * height * 4, extra = Int(canary % 16)
        var buffer = [UInt8](repeating: canary, count: frame + extra)
        let result = Result { () throws(PNGFailure) in
            try PNGImage.decode(bytes, into: &buffer, width: width, height: height)
        }
        try expect(buffer[frame...].allSatisfy { $0 == canary }, "png", "wrote past a \(width) × \(height) frame")
        if case .success = result, let image {
            try expect(Array(buffer[..<frame]) == image.rgba, "png", "the two decoders disagree")
        }
        if case .failure(let failure) = result { try oneLine("\(failure)") }
        var short = [UInt8](repeating: canary, count: frame - 1 - extra % Swift.max(frame, 1) / 2)
        _ = try? PNGImage.decode(bytes, into: &short, width: width, height: height)
        try expect(short.allSatisfy { $0 == canary }, "png", "wrote into a buffer too short for the frame")
    }

    /// A PNG with a valid signature and CRCs around a fuzzed header and fuzzed chunks: image data as
    /// raw bytes or compressed, maybe cut anywhere.
    static func framed(_ input: inout FuzzBytes) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let width = Int(input.byte() % 40), height = Int(input.byte() % 40)
        let fields = [
            input.pick([8, 8, 8, 16, 1]), input.pick([6, 2, 2, 6, 0, 3, 4]), 0, 0, input.pick([0, 0, 0, 1]),
        ]
        let big = input.byte() % 16 == 0
        let header = be(big ? 16_384 : width) + be(big ? 16_384 : height) + fields.map(UInt8.init)
        PNGImage.appendChunk(&out, "IHDR", header)
        for _ in 0..<(input.index(below: 3) + 1) {
            let rows = (0..<input.index(below: 256)).map { _ in input.byte() }
            let name = input.pick(["IDAT", "IDAT", "IDAT", "tEXt", "IEND"])
            PNGImage.appendChunk(
                &out, name, input.byte() % 2 == 0 ? compressed(rows, repeated: input.index(below: 64)) : rows)
        }
        if input.byte() % 2 == 0 { PNGImage.appendChunk(&out, "IEND", []) }
        if input.byte() % 4 == 0 { out = Array(out.prefix(input.index(below: 256) * out.count / 256)) }
        return out
    }

    /// `rows` repeated `repeated` + 1 times, compressed.
    static func compressed(_ rows: [UInt8], repeated: Int) -> [UInt8] {
        let whole = Array([[UInt8]](repeating: rows, count: repeated + 1).joined())
        return PNGImage.zlibStream(whole)
    }

    /// A session folder: a truth file (fuzzed bytes, or a template with fuzzed values), a calibration
    /// frame and two frames (good PNGs, fuzzed PNGs, or raw bytes); loaded, checked and read.
    static func session(_ input: inout FuzzBytes) throws(FuzzFinding) {
        var template = "/tmp/keyboard-bench-fuzz-session-XXXXXX".utf8CString
        if let root = getenv("TMPDIR").map({ String(cString: $0) }), !root.isEmpty {
            template = (root + "/keyboard-bench-fuzz-session-XXXXXX").utf8CString
        }
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let directory = made else { return }
        defer { remove(directory) }
        let png = input.byte() % 4 != 0
        let truth = input.byte() % 8 == 0 ? input.remaining : Array(truthText(&input, png: png).utf8)
        let ext = png ? "png" : "rgba"
        try? RawFile.write(truth, to: directory + "/session.json")
        for name in ["calibration", "frame-000000", "frame-000001"] {
            try? RawFile.write(frame(&input, png: png), to: "\(directory)/\(name).\(ext)")
        }
        let session: RecordedSession
        do throws(SessionError) {
            session = try RecordedSession.load(directory: directory)
            try session.checkFrames()
        } catch {
            return try oneLine(error.description)
        }
        var short = [UInt8](repeating: 1, count: input.index(below: session.frameBytes + 1))
        do throws(SessionError) { try session.readFrame(0, into: &short) } catch { try oneLine(error.description) }
        try expect(
            short.count == session.frameBytes || short.allSatisfy { $0 == 1 }, "session", "wrote into a short buffer")
    }

    /// A truth file from a template, its values fuzzed.
    static func truthText(_ input: inout FuzzBytes, png: Bool) -> String {
        let numbers = ["64", "65", "0", "-1", "8192", "1e308", "5e-324", "1.5", "NaN", "1000000", "2"]
        let width = input.pick(numbers), height = input.pick(numbers), fps = input.pick(numbers + ["60"])
        let frames = input.pick(numbers + ["2", "2"]), format = input.pick(["keyboard-bench vision session", "a\\nb"])
        let tips = input.pick(["[]", "[[0, 1, 1]]", "[[1e9, 0, 0]]", "[[0]]"])
        let touches = input.pick(["[]", "[{\"key\": \"letter.f\", \"start\": 0, \"end\": 1}]", "[{\"key\": \"x\"}]"])
        return """
            {"format": "\(format)", "version": 1, "width": \(width), "height": \(height), "fps": \(fps),
             "layout": "\(input.pick(["en", "de", "xx\\u0001"]))", "frames": \(frames),\(png ? " \"frame_format\": \"png\"," : "")
             "touches": \(touches), "fingertips": \(tips)}
            """
    }

    /// A frame file: a 64 × 64 or 65 × 64 PNG, a fuzzed PNG, or raw bytes of a 64 × 64 frame or not.
    static func frame(_ input: inout FuzzBytes, png: Bool) -> [UInt8] {
        switch input.byte() % 4 {
        case 0:
            return PNGImage.encode(rgba: [UInt8](repeating: input.byte(), count: 64 * 64 * 4), width: 64, height: 64)
        case 1 where png: return framed(&input)
        case 1: return [UInt8](repeating: input.byte(), count: 64 * 64 * 4)
        case 2: return (0..<input.index(below: 200)).map { _ in input.byte() }
        default:
            let good = PNGImage.encode(rgba: [UInt8](repeating: 3, count: 64 * 64 * 4), width: 64, height: 64)
            return Array(good.prefix(input.index(below: good.count)))
        }
    }

    /// Throws unless `text` is one line.
    static func oneLine(_ text: String) throws(FuzzFinding) {
        try expect(!text.isEmpty && !text.contains { $0.isNewline }, "session", "refusal is not one line: \(text)")
    }

    static func be(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    /// Removes the folder and the files this probe writes in it.
    static func remove(_ directory: String) {
        for name in ["session.json", "calibration.png", "calibration.rgba"]
            + (0..<2).flatMap({
                ["frame-00000\($0).png", "frame-00000\($0).rgba"]
            })
        {
            unlink("\(directory)/\(name)")
        }
        rmdir(directory)
    }
}
