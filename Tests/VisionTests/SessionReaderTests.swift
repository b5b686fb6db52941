#if canImport(Glibc)
    import Glibc
#endif
import SceneRenderer
import TestSupport
import Testing

/// The recorded-session reader: a session the renderer writes reads back as written, and each kind of
/// bad input is refused with one line naming the problem.
@Suite struct SessionReaderTests {
    /// A 320 × 240 session of the first 30 frames of typing "fjdk", written into `directory`.
    static func writeSample(_ directory: String) throws -> RecordedSession {
        try TestScenes.renderer().writeSession(to: directory, frames: 30)
    }

    /// The truth file with `old` replaced by `new` (the test fails when `old` is not in it).
    static func edit(_ directory: String, _ old: String, _ new: String) throws {
        let path = directory + "/" + RecordedSession.truthFile
        let text = String(decoding: try RawFile.read(path), as: UTF8.self)
        let edited = text.replacing(old, with: new, maxReplacements: 1)
        try #require(edited != text, "'\(old)' is not in the truth file")
        try RawFile.write(Array(edited.utf8), to: path)
    }

    /// The one line `load` refuses the session with.
    static func refusal(_ directory: String) -> String? {
        do {
            _ = try RecordedSession.load(directory: directory)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aWrittenSessionReadsBackAsWritten() throws {
        let directory = try TemporaryDirectory("session")
        let written = try Self.writeSample(directory.path)
        let read = try RecordedSession.load(directory: directory.path)
        #expect((read.width, read.height, read.frameCount) == (320, 240, 30))
        #expect(read.framesPerSecond == 60 && read.language.code == "en")
        #expect(read.touches == written.touches && !read.touches.isEmpty)
        #expect(read.fingertips == written.fingertips && read.fingertips.contains { $0 != nil })
        #expect(RawFile.size(read.framePath(29)) == 320 * 240 * 4)
    }

    @Test func aMissingFrameIsNamed() throws {
        let directory = try TemporaryDirectory("session")
        _ = try Self.writeSample(directory.path)
        try #require(unlink(directory.at("frame-000017.rgba")) == 0)
        #expect(
            Self.refusal(directory.path) == "session file missing or unreadable: \(directory.at("frame-000017.rgba"))")
    }

    @Test func aFrameOfTheWrongSizeIsNamed() throws {
        let directory = try TemporaryDirectory("session")
        _ = try Self.writeSample(directory.path)
        try RawFile.write([UInt8](repeating: 0, count: 100), to: directory.at("frame-000003.rgba"))
        #expect(
            Self.refusal(directory.path)
                == "frame \(directory.at("frame-000003.rgba")) has 100 bytes, not 307200 (width × height × 4, RGBA)")
        try RawFile.write([UInt8](repeating: 0, count: 320 * 240 * 4), to: directory.at("frame-000003.rgba"))
        try Self.edit(directory.path, "\"width\": 320", "\"width\": 640")
        #expect(
            Self.refusal(directory.path)?.hasSuffix("has 307200 bytes, not 614400 (width × height × 4, RGBA)") == true)
    }

    @Test(arguments: [
        (
            "\"key\": \"letter.f\"", "\"key\": \"letter.ß\"",
            "session.json: touches[0]: key 'letter.ß' is not on the en keyboard"
        ),
        (
            "\"frames\": 30", "\"frames\": 12",
            "session.json: touches[1]: frames 17…22 are not within the session's frames 0…11"
        ),
        ("    [5, ", "    [5000, ", "session.json: fingertips[5]: frame 5000 is not within the session's frames 0…29"),
        (
            "    [5, ", "    [5, 900, 12], [6, ",
            "session.json: fingertips[5]: point (900, 12) is outside the 320 × 240 frame"
        ),
        ("\"version\": 1", "\"version\": 2", "session.json: format version 2 is unknown (this reader knows 1)"),
        (
            "\"format\": \"keyboard-bench", "\"format\": \"other",
            "session.json: format 'other vision session' is not 'keyboard-bench vision session'"
        ),
        (
            "\"layout\": \"en\"", "\"layout\": \"xx\"",
            "session.json: layout 'xx' is unknown (en, es, fr, de, ar, zh-pinyin)"
        ),
        ("\"fps\": 60,", "\"fps\": 60", "session.json is not valid JSON: expected ',' or '}' at byte 111"),
    ])
    func badTruthIsRefusedWithOneLine(old: String, new: String, line: String) throws {
        let directory = try TemporaryDirectory("session")
        _ = try Self.writeSample(directory.path)
        try Self.edit(directory.path, old, new)
        let refusal = try #require(Self.refusal(directory.path))
        #expect(refusal == line)
        #expect(!refusal.contains("\n"))
    }

    /// What a session may ask for is bounded before the reader acts on it: fps in 1…1000 (a subnormal
    /// rate would put frame 1 beyond every timestamp), at most one touch and one fingertip per frame.
    @Test(arguments: ["0.5", "5e-324", "1e308"])
    func anFPSOutsideItsRangeIsRefused(fps: String) throws {
        let directory = try TemporaryDirectory("session")
        _ = try Self.writeSample(directory.path)
        try Self.edit(directory.path, "\"fps\": 60", "\"fps\": \(fps)")
        let refusal = try #require(Self.refusal(directory.path), "fps \(fps) was accepted")
        #expect(refusal.hasPrefix("session.json: fps ") && refusal.hasSuffix(" is not in 1…1000"), "\(refusal)")
    }

    @Test(arguments: ["touches", "fingertips"])
    func moreTruthEntriesThanFramesAreRefused(member: String) throws {
        let directory = try TemporaryDirectory("session")
        _ = try Self.writeSample(directory.path)
        let extra =
            member == "touches"
            ? String(repeating: "{\"key\": \"letter.f\", \"start\": 0, \"end\": 0}, ", count: 30)
            : String(repeating: "[0, 1, 1], ", count: 30)
        let path = directory.path + "/" + RecordedSession.truthFile
        let text = String(decoding: try RawFile.read(path), as: UTF8.self)
        let opening = try #require(text.firstRange(of: "\"\(member)\": ["), "\(text.prefix(400))")
        var edited = text
        edited.insert(contentsOf: extra, at: opening.upperBound)
        try RawFile.write(Array(edited.utf8), to: path)
        let refusal = try #require(Self.refusal(directory.path), "\(member) beyond the frames were accepted")
        #expect(refusal.hasPrefix("session.json: \(member): "), "\(refusal)")
        #expect(refusal.hasSuffix("in 30 frames; a session has at most one per frame"), "\(refusal)")
    }
}
