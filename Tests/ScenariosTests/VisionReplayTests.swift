import BenchKit
import Foundation
import SceneRenderer
import TestSupport
import Testing
import VisionPipeline

@testable import Scenarios

/// Replaying the renderer's own session gives the figures of the rendered scenario's subject on the
/// same frames: the reader, the frame files and the replay add nothing and lose nothing.
@Suite struct VisionReplayTests {
    static let frames = 240

    /// A typist like `vision-typing`'s, at 320 × 240 (quick in debug builds).
    static func typist() throws -> VisionTypist {
        try VisionTypist(
            characters: 80, seed: 2026, measuredFrames: frames, lightingChange: nil, width: 320, height: 240)
    }

    /// The typist's first `frames` frames, rendered and processed as the scenario does.
    static func rendered() throws -> VisionTypist {
        let rendered = try typist()
        for _ in 0..<frames {
            rendered.renderNext()
            try rendered.processFrame()
            rendered.keep()
        }
        return rendered
    }

    /// The session in `directory` replayed after `warmUp` warm-up frames, as the scenario replays it.
    static func replayed(_ directory: TemporaryDirectory, warmUp: Int = 0) throws -> VisionReplay {
        let replay = try VisionReplay(directory: directory.path)
        for _ in 0..<warmUp { try replay.warmUp() }
        for _ in 0..<frames {
            try replay.loadNext()
            try replay.processFrame()
            replay.keep()
        }
        return replay
    }

    @Test func replayingTheRenderersSessionGivesTheRenderedFigures() throws {
        let directory = try TemporaryDirectory("replay")
        try Self.typist().renderer.writeSession(to: directory.path, frames: Self.frames)

        let rendered = try Self.rendered()
        let replay = try Self.replayed(directory)
        #expect(rendered.score.contacts >= 10 && rendered.score.events >= 10)
        #expect(replay.score == rendered.score)
        #expect(replay.falseTouchesPerThousand == rendered.falseTouchesPerThousand)
        #expect(replay.counters == rendered.counters)
        #expect(throws: VisionReplayError.self) { try replay.loadNext() }
    }

    @Test func aTruncatedPNGFrameFailsTheReplayWithOneLineNotASignal() throws {
        let directory = try TemporaryDirectory("replay-truncated")
        let session = try Self.typist().renderer.writeSession(to: directory.path, frames: 6, format: .png)
        let frame = try RawFile.read(session.framePath(2))
        try RawFile.write(Array(frame.prefix(frame.count / 3)), to: session.framePath(2))
        let replay = try VisionReplay(directory: directory.path)
        for _ in 0..<2 {
            try replay.loadNext()
            try replay.processFrame()
            replay.keep()
        }
        #expect(
            throws: SessionError.damagedPNG(
                session.framePath(2), "a damaged PNG: truncated (the chunk at byte 33 runs past the end of the file)")
        ) {
            try replay.loadNext()
        }
        let calibration = try RawFile.read(session.calibrationPath)
        try RawFile.write(Array(calibration.prefix(24)), to: session.calibrationPath)
        #expect(throws: SessionError.notPNG(session.calibrationPath)) { try VisionReplay(directory: directory.path) }
    }

    @Test func declaringTheScenarioReadsNoSession() throws {
        let directory = try TemporaryDirectory("replay-declared")
        let session = try Self.typist().renderer.writeSession(to: directory.path, frames: 8)
        // Frame files are looked at when the scenario runs, not when it is declared (a million of them
        // made `list` take seconds): the declaration reads no session at all, its count comes at run time.
        try FileManager.default.removeItem(atPath: session.framePath(5))
        let registry = ScenarioRegistry(VisionScenarios.all)
        #expect(registry.problems == [] && registry.entry(named: "vision-replay") != nil)
        #expect(throws: SessionError.unreadable(session.framePath(5))) { try VisionReplay(directory: directory.path) }
    }

    @Test func theReplayCountsItsFramesPerHealthStateWithoutTheWarmUp() throws {
        let directory = try TemporaryDirectory("replay-health")
        try Self.typist().renderer.writeSession(to: directory.path, frames: Self.frames)
        let rendered = try Self.rendered()
        let replay = try Self.replayed(directory, warmUp: 30)
        #expect(VisionHealth.allCases.reduce(0) { $0 + replay.replayedFrames(in: $1) } == Self.frames)
        #expect(replay.replayedFrames(in: .ok) > 0)
        for state in VisionHealth.allCases {
            #expect(replay.replayedFrames(in: state) == rendered.counters.health[state], "\(state)")
        }
        #expect(replay.replayed(\.cameraMoves) == Double(rendered.counters.cameraMoves))
        #expect(replay.replayed(\.recalibrations) == Double(rendered.counters.recalibrations))
        #expect(replay.counters.frames == Self.frames + 30, "the pipeline's own counters include the warm-up")
    }

    @Test func aReplayThatSeesNothingSaysSo() throws {
        let directory = try TemporaryDirectory("replay-dark")
        let frames = 30
        try Self.typist().renderer.writeSession(to: directory.path, frames: frames)
        let black = [UInt8](repeating: 0, count: 320 * 240 * 4)
        for index in 0..<frames {
            let name = "frame-" + String(repeating: "0", count: 6 - String(index).count) + String(index) + ".rgba"
            try Data(black).write(to: URL(fileURLWithPath: directory.at(name)))
        }
        let replay = try VisionReplay(directory: directory.path)
        for _ in 0..<frames {
            try replay.loadNext()
            try replay.processFrame()
            replay.keep()
        }
        #expect(replay.replayedFrames(in: .ok) == 0)
        #expect(VisionHealth.allCases.reduce(0) { $0 + replay.replayedFrames(in: $1) } == frames)
    }

    @Test func theScenarioDeclaresAHealthMetricPerState() throws {
        let info = try #require(ScenarioRegistry(VisionScenarios.all).entry(named: "vision-replay")?.info)
        let names = Set(info.metrics.map(\.id.name))
        for state in VisionHealth.allCases { #expect(names.contains("health_\(state)"), "\(state)") }
        #expect(names.isSuperset(of: ["recaptures", "camera_moves", "recalibrations"]))
        #expect(info.spec(of: .custom("health_ok"))?.deterministic == true)
    }

    @Test func theScenarioNamesTheMissingSession() throws {
        let registry = ScenarioRegistry(VisionScenarios.all)
        #expect(registry.problems == [])
        let info = try #require(registry.entry(named: "vision-replay")?.info)
        #expect(info.budgets.contains { $0.metric == .custom("key_accuracy") && $0.limit == 0.98 })
        #expect(VisionReplayError.noSession.description.hasPrefix("set KEYBOARD_BENCH_VISION_SESSION"))
    }
}
