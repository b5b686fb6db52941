import BenchKit
import SceneRenderer
import VisionPipeline

/// The steps of one replayed frame: read it (unmeasured), process it (measured as `frame`), keep the result.
@StepBuilder<VisionReplay>
func replayedFrame() -> [Step<VisionReplay>] {
    Perform { (replay: VisionReplay, _: inout StepContext) in try replay.loadNext() }
    Measure("frame") { (replay: VisionReplay, _: inout StepContext) in try replay.processFrame() }
    Perform { (replay: VisionReplay, _: inout StepContext) in replay.keep() }
}

/// A recorded session (`$KEYBOARD_BENCH_VISION_SESSION`, README "Replay a recorded session") through
/// the pipeline and the scoring of the rendered scenarios, every frame once (a quick run: the first
/// 300). The number of frames is read from the session when the scenario is declared.
public func visionReplay() -> Scenario<VisionReplay> {
    Scenario("vision-replay", tags: Tag("replay")) {
        let frames = VisionReplay.directory.flatMap { try? RecordedSession.load(directory: $0).frameCount } ?? 1
        Subject { try VisionReplay() }
        Parameter("session", "the folder named by $\(VisionReplay.variable) (format version 1)")
        Parameter("matching", "an event matches a contact within +-2 frames")
        replayScores()
        Warmup(60, quick: 40) {
            Measure("frame") { (replay: VisionReplay, _: inout StepContext) in try replay.warmUp() }
        }
        Repeat(frames, quick: Swift.min(frames, 300)) { replayedFrame() }
        Budget(.custom("key_accuracy"), atLeast: .ratio(0.98))
        Budget(.custom("touch_f1"), atLeast: .ratio(0.97))
        Budget(.latency("frame"), .p99, below: .milliseconds(33))
        Budget(.allocatedBytes("frame"), .p100, atMost: .bytes(0))
        TimeLimit(seconds: 300)
    }
}

/// The scores of `visionScores()`, recorded from a replay.
@ScenarioBuilder<VisionReplay>
func replayScores() -> [ScenarioPart<VisionReplay>] {
    Metric("key_accuracy", unit: .ratio, polarity: .largerIsBetter, deterministic: true)
    Metric("touch_precision", unit: .ratio, polarity: .largerIsBetter, deterministic: true)
    Metric("touch_recall", unit: .ratio, polarity: .largerIsBetter, deterministic: true)
    Metric("touch_f1", unit: .ratio, polarity: .largerIsBetter, deterministic: true)
    Metric("fingertip_error", unit: .pixels, polarity: .smallerIsBetter, deterministic: true)
    Metric("touch_latency_frames", unit: "frames", polarity: .smallerIsBetter, deterministic: true)
    Metric("false_touches_per_1000_frames", unit: .count, polarity: .smallerIsBetter, deterministic: true)
    Metric("recaptures", unit: .count, polarity: .neither, deterministic: true)
    Record("key_accuracy") { $0.score.keyAccuracy }
    Record("touch_precision") { $0.score.precision }
    Record("touch_recall") { $0.score.recall }
    Record("touch_f1") { $0.score.f1 }
    Record("fingertip_error") { $0.score.meanTipError }
    Record("touch_latency_frames") { $0.score.meanLatencyFrames }
    Record("false_touches_per_1000_frames") { $0.falseTouchesPerThousand }
    Record("recaptures") { Double($0.counters.recaptures) }
}
