import Foundation
import SceneRenderer
import TestSupport
import Testing
import TouchMapping

@testable import VisionPipeline

/// `vision-frames replay DIR --masks OUT`: the pipeline's hand masks on a session's contact frames, each
/// with the pipeline's fingertip (what `Fingertip.locate` finds on that mask) and the session's truth,
/// as `opencv_fingertip.py` reads them.
@Suite struct ReplayMaskDumpTests {
    /// Writes a 320 × 240 renderer session of `frames` frames into `scratch/session`; returns the tool's path.
    static func session(in scratch: TemporaryDirectory, frames: Int) throws -> String {
        let tool = TestProducts.path("vision-frames")
        let written = try TestProcess.run(
            tool, ["session", scratch.at("session"), "--width", "320", "--height", "240", "--frames", "\(frames)"])
        try #require(written.exitCode == 0, "vision-frames session: \(written.stderr)")
        return tool
    }

    @Test func theDumpHoldsThePipelinesHandAndFingertipOnContactFrames() throws {
        let scratch = try TemporaryDirectory("vision-mask-dump")
        let tool = try Self.session(in: scratch, frames: 90)
        let replay = try TestProcess.run(tool, ["replay", scratch.at("session"), "--masks", scratch.at("masks")])
        try #require(replay.exitCode == 0, "vision-frames replay --masks: \(replay.stderr)")
        let session = try RecordedSession.load(directory: scratch.at("session"))
        let lines = try String(contentsOfFile: scratch.at("masks/tips.txt"), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
        #expect(lines.count >= 5, "contact frames with a fingertip: \(lines.count)")
        for line in lines {
            try #require(line.count == 5)
            let index = Int(line[0]), seen = Point(x: line[1], y: line[2])
            #expect(session.touches.contains { $0.start <= index && index <= $0.end }, "frame \(index) is a contact's")
            #expect(session.fingertips[index] == Point(x: line[3], y: line[4]), "frame \(index): the session's truth")
            let data = try Data(contentsOf: URL(fileURLWithPath: scratch.at("masks/mask-\(index).pgm")))
            let pixels = Array(data.suffix(320 * 240))
            #expect(data.starts(with: Array("P5\n320 240\n255\n".utf8)) && pixels.allSatisfy { $0 == 0 || $0 == 255 })
            let mask = BitMask(bytes: pixels, width: 320, height: 240)
            let hand = try FingertipOpenCVTests.hand(mask)
            #expect(Fingertip.locate(hand, in: mask) == seen, "frame \(index): the mask is the one the tip came from")
        }
    }

    @Test func aMaskFolderWithoutItsNameIsRefused() throws {
        let scratch = try TemporaryDirectory("vision-mask-dump-usage")
        let tool = try Self.session(in: scratch, frames: 10)
        let replay = try TestProcess.run(tool, ["replay", scratch.at("session"), "--masks"])
        #expect(replay.exitCode == 2 && replay.stderr.contains("--masks needs a folder"))
    }
}
