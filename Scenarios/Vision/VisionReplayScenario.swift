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

/// A recorded session (`$KEYBOARD_BENCH_VISION_SESSION`, docs/vision.md "Replay a recorded session") through
/// the pipeline and the scoring of the rendered scenarios, every frame once (a quick run: the first
/// 300). The session is read only when the scenario runs (its subject), never when it is listed or
/// described; its number of frames is then the measured count.
public func visionReplay() -> Scenario<VisionReplay> {
    Scenario("vision-replay", tags: Tag("replay")) {
        Subject { try VisionReplay() }
        Parameter("session", "the folder named by $\(VisionReplay.variable) (format version 1)")
        Parameter("matching", "an event matches a contact within +-2 frames")
        replayScores()
        Warmup(60, quick: 40) {
            Measure("frame") { (replay: VisionReplay, _: inout StepContext) in try replay.warmUp() }
        }
        Repeat(countedBy: { replay, quick in quick ? Swift.min(replay.frameCount, 300) : replay.frameCount }) {
            replayedFrame()
        }
        Budget(.custom("key_accuracy"), atLeast: .ratio(0.98))
        Budget(.custom("touch_f1"), atLeast: .ratio(0.97))
        Budget(.latency("frame"), .p99, below: .milliseconds(33))
        Budget(.allocatedBytes("frame"), .p100, atMost: .bytes(0))
        TimeLimit(seconds: 300)
    }
}

extension VisionReplay: VisionScored {}

/// The scores of `visionScores()`; over the replayed frames (the warm-up's left out), how often the
/// pipeline re-took its reference, followed a camera move and recalibrated, and how many frames it saw
/// in each health state (`health_<state>`, one metric per `VisionHealth` case): a session whose sheet the
/// pipeline never finds reads `health_ok` 0 and every frame under `health_no_sheet`.
@ScenarioBuilder<VisionReplay>
func replayScores() -> [ScenarioPart<VisionReplay>] {
    visionScores()
    Metric("recaptures", unit: .count, polarity: .neither, deterministic: true)
    Record("recaptures") { $0.replayed(\.recaptures) }
    Metric("camera_moves", unit: .count, polarity: .neither, deterministic: true)
    Record("camera_moves") { $0.replayed(\.cameraMoves) }
    Metric("recalibrations", unit: .count, polarity: .neither, deterministic: true)
    Record("recalibrations") { $0.replayed(\.recalibrations) }
    for state in VisionHealth.allCases {
        Metric("health_\(state)", unit: "frames", polarity: .neither, deterministic: true)
        Record("health_\(state)") { Double($0.replayedFrames(in: state)) }
    }
}
