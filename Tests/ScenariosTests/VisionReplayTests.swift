import BenchKit
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

    @Test func replayingTheRenderersSessionGivesTheRenderedFigures() throws {
        let directory = try TemporaryDirectory("replay")
        try Self.typist().renderer.writeSession(to: directory.path, frames: Self.frames)

        let rendered = try Self.typist()
        for _ in 0..<Self.frames {
            rendered.renderNext()
            try rendered.processFrame()
            rendered.keep()
        }
        let replay = try VisionReplay(directory: directory.path)
        for _ in 0..<Self.frames {
            try replay.loadNext()
            try replay.processFrame()
            replay.keep()
        }
        #expect(rendered.score.contacts >= 10 && rendered.score.events >= 10)
        #expect(replay.score == rendered.score)
        #expect(replay.falseTouchesPerThousand == rendered.falseTouchesPerThousand)
        #expect(replay.counters == rendered.counters)
        #expect(throws: VisionReplayError.self) { try replay.loadNext() }
    }

    @Test func theScenarioNamesTheMissingSession() throws {
        let registry = ScenarioRegistry(VisionScenarios.all)
        #expect(registry.problems == [])
        let info = try #require(registry.entry(named: "vision-replay")?.info)
        #expect(info.budgets.contains { $0.metric == .custom("key_accuracy") && $0.limit == 0.98 })
        #expect(VisionReplayError.noSession.description.hasPrefix("set KEYBOARD_BENCH_VISION_SESSION"))
    }
}
