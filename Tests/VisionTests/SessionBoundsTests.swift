#if canImport(Glibc)
    import Glibc
#endif
import BenchKit
import SceneRenderer
import TestSupport
import Testing

/// The session reader's bounds: buffers are checked before any write, sizes and counts before any
/// allocation, every frame decoded by `check`, and a damaged or truncated PNG is one line, never a trap.
@Suite struct SessionBoundsTests {
    /// A 320 × 240 PNG session of the first 12 frames of typing "fjdk", written into `directory`.
    static func pngSession(_ directory: TemporaryDirectory) throws -> RecordedSession {
        try TestScenes.renderer().writeSession(to: directory.path, frames: 12, format: .png)
    }

    @Test(arguments: [RecordedSession.FrameFormat.png, .rgba])
    func aShortBufferIsRefusedBeforeAnyWrite(format: RecordedSession.FrameFormat) throws {
        let directory = try TemporaryDirectory("session")
        let session = try TestScenes.renderer().writeSession(to: directory.path, frames: 2, format: format)
        var short = [UInt8](repeating: 7, count: 64), empty: [UInt8] = []
        #expect(throws: SessionError.shortBuffer(64, session.frameBytes)) { try session.readFrame(0, into: &short) }
        #expect(short == [UInt8](repeating: 7, count: 64))
        #expect(throws: SessionError.shortBuffer(0, session.frameBytes)) { try session.readFrame(nil, into: &empty) }
    }

    @Test func aTruncatedFrameIsOneLineNotATrap() throws {
        let directory = try TemporaryDirectory("session")
        let session = try Self.pngSession(directory)
        var buffer = [UInt8](repeating: 0, count: session.frameBytes)
        // `head -c 24`: the header chunk is cut, so the session is refused when read.
        let frame = try RawFile.read(session.framePath(3))
        try RawFile.write(Array(frame.prefix(24)), to: session.framePath(3))
        #expect(
            SessionReaderTests.refusal(directory.path)
                == "frame \(session.framePath(3)) is not an 8-bit, non-interlaced RGB or RGBA PNG")
        // Cut after the header chunk: the session reads, the frame does not decode.
        try RawFile.write(Array(frame.prefix(frame.count / 2)), to: session.framePath(3))
        let loaded = try RecordedSession.load(directory: directory.path)
        #expect(
            throws: SessionError.damagedPNG(
                session.framePath(3), "a damaged PNG: truncated (the chunk at byte 33 runs past the end of the file)")
        ) {
            try loaded.readFrame(3, into: &buffer)
        }
        let calibration = try RawFile.read(session.calibrationPath)
        try RawFile.write(Array(calibration.prefix(calibration.count - 20)), to: session.calibrationPath)
        #expect(throws: SessionError.self) { try loaded.readFrame(nil, into: &buffer) }
    }

    @Test func replayAndCheckNameAnUndecodableFrameWithExitTwo() throws {
        let directory = try TemporaryDirectory("session")
        let session = try Self.pngSession(directory)
        let tool = TestProducts.path("vision-frames")
        #expect(try TestProcess.run(tool, ["check", directory.path]).exitCode == 0)
        let frame = try RawFile.read(session.framePath(5))
        try RawFile.write(Array(frame.prefix(frame.count - 30)), to: session.framePath(5))
        for command in ["check", "replay"] {
            let run = try TestProcess.run(tool, [command, directory.path])
            #expect(run.exitCode == 2, "\(command): \(run.stderr)")
            #expect(
                run.stderr
                    == "vision-frames: frame \(session.framePath(5)) is a damaged PNG: truncated (the chunk at byte 33 runs past the end of the file)\n",
                "\(command): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(command): \(run.stderr)")
        }
        let calibration = try RawFile.read(session.calibrationPath)
        try RawFile.write(Array(calibration.prefix(calibration.count - 30)), to: session.calibrationPath)
        let replay = try TestProcess.run(tool, ["replay", directory.path])
        #expect(replay.exitCode == 2 && replay.stderr.contains("calibration.png is a damaged PNG"), "\(replay.stderr)")
    }

    @Test func checkDecodesEveryFrame() throws {
        let tool = TestProducts.path("vision-frames")
        for bad in BadPNGs.all() where !bad.decodable {
            let directory = try TemporaryDirectory("session")
            let session = try Self.pngSession(directory)
            // A frame of the session's size in a form the decoder refuses, or the case's own bytes.
            let replaced = Self.sessionSized(bad.name) ?? bad.bytes
            try RawFile.write(replaced, to: session.framePath(7))
            let run = try TestProcess.run(tool, ["check", directory.path])
            #expect(run.exitCode == 2 && run.stderr.contains(session.framePath(7)), "\(bad.name): \(run.stderr)")
        }
    }

    /// A 320 × 240 version of a bad case, where the case depends on the image only.
    static func sessionSized(_ name: String) -> [UInt8]? {
        let rows = [UInt8](repeating: 0, count: 240 * (320 * 3 + 1))
        switch name {
        case "filter-nine":
            var bad = rows
            bad[5 * (320 * 3 + 1)] = 9
            return png(rows: bad)
        case "short-idat": return png(rows: Array(rows.dropLast(321)))
        case "long-idat": return png(rows: rows + [0])
        case "bomb": return BadPNGs.bomb(width: 320, height: 240, inflatedBytes: 200 << 20)
        default: return nil
        }
    }

    static func png(rows: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        PNGImage.appendChunk(&out, "IHDR", BadPNGs.header(width: 320, height: 240, depth: 8, colour: 2))
        PNGImage.appendChunk(&out, "IDAT", BadPNGs.compressed(rows))
        PNGImage.appendChunk(&out, "IEND", [])
        return out
    }

    @Test func aShortFileDoesNotPassOnThePreviousFramesHeader() throws {
        let directory = try TemporaryDirectory("session")
        let session = try Self.pngSession(directory)
        try RawFile.write(Array("tiny".utf8), to: session.framePath(4))
        #expect(
            SessionReaderTests.refusal(directory.path)
                == "frame \(session.framePath(4)) is not an 8-bit, non-interlaced RGB or RGBA PNG")
    }

    @Test func aMillionFramesWithoutFilesIsRefusedBeforeAllocatingForThem() throws {
        let directory = try TemporaryDirectory("session")
        let truth = """
            {"format": "keyboard-bench vision session", "version": 1, "width": 64, "height": 64, "fps": 60,
             "layout": "en", "frames": 1000000, "touches": [], "fingertips": []}
            """
        try RawFile.write(Array(truth.utf8), to: directory.at(RecordedSession.truthFile))
        let before = JemallocProbe.threadAllocatedBytes()
        #expect(
            SessionReaderTests.refusal(directory.path)
                == "session file missing or unreadable: \(directory.at("calibration.rgba"))")
        let allocated = JemallocProbe.threadAllocatedBytes() - before
        #expect(allocated < 1 << 20, "\(allocated) bytes allocated refusing a session without files")
    }

    @Test(arguments: [
        (
            "\"width\": 320", "\"width\": 8192", "\"height\": 240", "\"height\": 8192",
            "session.json: a frame of 8192 × 8192 is more than 8294400 pixels (3840 × 2160, a 4K frame)"
        ),
        (
            "\"fps\": 60", "\"fps\": 5e-324", "\"fps\": 5e-324", "\"fps\": 5e-324",
            "session.json: fps 5e-324 is not in 1…1000"
        ),
        (
            "\"format\": \"keyboard-bench vision session\"", "\"format\": \"a\\nb\"", "\"version\": 1",
            "\"version\": 1",
            "session.json: format 'a\\nb' is not 'keyboard-bench vision session'"
        ),
    ])
    func aSessionAsksForNoMoreThanItMayAndSaysSoInOneLine(
        first: String, firstNew: String, second: String, secondNew: String, expected: String
    ) throws {
        let directory = try TemporaryDirectory("session")
        _ = try SessionReaderTests.writeSample(directory.path)
        try SessionReaderTests.edit(directory.path, first, firstNew)
        if second != secondNew { try SessionReaderTests.edit(directory.path, second, secondNew) }
        let refusal = SessionReaderTests.refusal(directory.path)
        #expect(refusal == expected)
        #expect(refusal?.contains("\n") == false)
    }
}
