import SceneRenderer
import TestSupport
import Testing

/// PNG frames of a recorded session: they decode to the very bytes of the raw session written from the
/// same scene, OpenCV reads them identically, and PNGs libpng filtered its own way decode the same.
@Suite struct SessionPNGTests {
    /// The same 20 frames of typing "fjdk" at 320 × 240 as raw RGBA and as PNG.
    static func sessions(_ raw: String, _ png: String) throws -> (RecordedSession, RecordedSession) {
        let written = try TestScenes.renderer().writeSession(to: raw, frames: 20)
        try TestScenes.renderer().writeSession(to: png, frames: 20, format: .png)
        return (written, try RecordedSession.load(directory: png))
    }

    @Test func pngFramesDecodeToTheRawFrames() throws {
        let raw = try TemporaryDirectory("raw"), png = try TemporaryDirectory("png")
        let (rawSession, pngSession) = try Self.sessions(raw.path, png.path)
        #expect(pngSession.frameFormat == .png && pngSession.touches == rawSession.touches)
        #expect(pngSession.fingertips == rawSession.fingertips)
        var fromPNG = [UInt8](repeating: 0, count: rawSession.frameBytes), fromRaw = fromPNG
        for index in [nil] + (0..<20).map(Optional.some) {
            try pngSession.readFrame(index, into: &fromPNG)
            try rawSession.readFrame(index, into: &fromRaw)
            #expect(fromPNG == fromRaw, "frame \(index.map(String.init) ?? "calibration")")
        }
        #expect((RawFile.size(png.at("frame-000000.png")) ?? .max) < rawSession.frameBytes)
    }

    @Test func aPNGOfAnotherSizeOrNoPNGIsNamed() throws {
        let raw = try TemporaryDirectory("raw"), png = try TemporaryDirectory("png")
        _ = try Self.sessions(raw.path, png.path)
        let other = PNGImage.encode(rgba: [UInt8](repeating: 9, count: 64 * 64 * 4), width: 64, height: 64)
        try RawFile.write(other, to: png.at("frame-000004.png"))
        #expect(SessionReaderTests.refusal(png.path) == "frame \(png.at("frame-000004.png")) is 64 × 64, not 320 × 240")
        try RawFile.write(Array("not a png at all, just text".utf8), to: png.at("frame-000004.png"))
        #expect(
            SessionReaderTests.refusal(png.path)
                == "frame \(png.at("frame-000004.png")) is not an 8-bit, non-interlaced RGB or RGBA PNG")
    }

    @Test(.needs(.openCV)) func openCVReadsThePNGFramesIdentically() throws {
        let raw = try TemporaryDirectory("raw"), png = try TemporaryDirectory("png")
        let (rawSession, _) = try Self.sessions(raw.path, png.path)
        let check = try TestProcess.run(
            "/usr/bin/env", ["python3", TestProducts.packageRoot + "/scripts/vision/png_check.py", png.path, raw.path])
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.split(separator: "\n").filter { $0.hasSuffix(" equal") }.count == 21)
        // cv2.imwrite's PNGs (libpng's adaptive row filters) decode to the same bytes with ours.
        var fromRaw = [UInt8](repeating: 0, count: rawSession.frameBytes)
        for index in 0..<20 {
            let name = "frame-" + String(String(index + 1_000_000).dropFirst())
            let image = try #require(PNGImage.decode(try RawFile.read(png.at(name + ".cv.png"))))
            try rawSession.readFrame(index, into: &fromRaw)
            #expect(image.width == 320 && image.height == 240 && image.rgba == fromRaw, "\(name)")
        }
    }
}
