import Foundation
import TestSupport
import Testing

/// `vision-frames` refuses an argument its subcommand does not use (exit 2, one line) instead of
/// ignoring it and exiting 0.
@Suite struct VisionFramesArgumentTests {
    static let cases: [(arguments: [String], message: String)] = [
        (["check", "SESSION", "extra"], "vision-frames check: unexpected argument 'extra'"),
        (["session", "OUT", "--frames", "2", "--png", "extra"], "vision-frames session: unexpected argument 'extra'"),
        (["replay", "SESSION", "--masks", ""], "vision-frames replay: --masks needs a folder, not ''"),
        (["check", "SESSION", "--png"], "vision-frames check: unknown option '--png'"),
    ]

    @Test(arguments: cases)
    func anArgumentTheSubcommandDoesNotUseIsRefused(_ arguments: [String], _ message: String) throws {
        let scratch = try TemporaryDirectory("vision-frames-arguments")
        let tool = TestProducts.path("vision-frames")
        let written = try TestProcess.run(
            tool, ["session", scratch.at("session"), "--width", "320", "--height", "240", "--frames", "2"])
        try #require(written.exitCode == 0, "vision-frames session: \(written.stderr)")
        let named = arguments.map {
            $0 == "SESSION" ? scratch.at("session") : $0 == "OUT" ? scratch.at("out") : $0
        }
        let run = try TestProcess.run(tool, named)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.at("out")), "nothing written")
    }

    @Test func aTiltedSessionOnATableIsWritten() throws {
        let scratch = try TemporaryDirectory("vision-frames-tilt")
        let written = try TestProcess.run(
            TestProducts.path("vision-frames"),
            [
                "session", scratch.at("session"), "--width", "320", "--height", "240", "--frames", "2",
                "--characters", "40", "--table", "wood", "--pitch", "-8", "--yaw", "4",
            ])
        #expect(written.exitCode == 0, "\(written.stderr)")
        #expect(FileManager.default.fileExists(atPath: scratch.at("session/session.json")))
    }
}

extension VisionFramesArgumentTests {
    /// `replay` prints each frame's processing time as a median and a 99th percentile in microseconds:
    /// both read, the median above zero and at most the 99th percentile.
    @Test func aReplayPrintsItsFrameTimes() throws {
        let scratch = try TemporaryDirectory("vision-frames-replay-times")
        let tool = TestProducts.path("vision-frames")
        let written = try TestProcess.run(
            tool, ["session", scratch.at("session"), "--width", "320", "--height", "240", "--frames", "40"])
        try #require(written.exitCode == 0, "vision-frames session: \(written.stderr)")
        let replay = try TestProcess.run(tool, ["replay", scratch.at("session")])
        try #require(replay.exitCode == 0, "vision-frames replay: \(replay.stderr)")
        func figure(_ name: String) -> Int? {
            replay.stdout.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap {
                Int($0.dropFirst(name.count + 1))
            }
        }
        let p50 = try #require(figure("frame_p50_us"), "\(replay.stdout)")
        let p99 = try #require(figure("frame_p99_us"), "\(replay.stdout)")
        #expect(p50 > 0 && p50 <= p99, "frame_p50_us \(p50), frame_p99_us \(p99)")
    }
}
