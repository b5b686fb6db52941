#if canImport(Glibc)
    @preconcurrency import Glibc
#endif
import Determinism
import SceneRenderer
import Timekeeping
import TouchMapping
import VisionPipeline

/// `vision-frames replay DIR`: a recorded session through the pipeline, scored as `vision-replay` scores
/// it, with what the scenario's report leaves out: the calibration's error by name, and the frames in
/// each health state. `--masks OUT` also writes the pipeline's hand mask on the contacts' frames (`MaskDump`).
extension VisionFrames {
    /// Replays the session in `directory` and prints one `key value` line per figure; a session or a
    /// frame that cannot be read (the calibration frame included) exits 2 with one line naming it; a
    /// calibration that fails prints `calibration failed: …` and exits 0.
    static func replaySession(_ directory: String) {
        let session: RecordedSession
        do {
            session = try RecordedSession.load(directory: directory)
        } catch {
            fputs("vision-frames: \(error)\n", stderr)
            exit(2)
        }
        var buffer = [UInt8](repeating: 0, count: session.frameBytes)
        do {
            try session.readFrame(nil, into: &buffer)
        } catch {
            fputs("vision-frames: \(error)\n", stderr)
            exit(2)
        }
        let pipeline: VisionPipeline, layout: FrameLayout
        do {
            layout = try FrameLayout(width: session.width, height: session.height)
            pipeline = try VisionPipeline.calibrated(reference: buffer, layout: layout, keyboard: session.keyboard)
        } catch {
            let name = Mirror(reflecting: error).children.first?.label ?? "\(error)"
            print("calibration failed: \(name): \(error)")
            return
        }
        var events: [(frame: Int, key: Int)] = [], tips: [(seen: Point?, truth: Point?)] = []
        var times: [UInt64] = []
        var masks = MaskDump.fromArguments()
        for index in 0..<session.frameCount {
            do {
                try session.readFrame(index, into: &buffer)
                let start = MonotonicClock.nanoseconds()
                let outcome = try pipeline.process(
                    buffer, layout: layout, timestamp: Double(index) / session.framesPerSecond)
                times.append(MonotonicClock.nanoseconds() - start)
                masks?.record(index, session, outcome, pipeline)
                if let press = outcome.press { events.append((index, press.keyIndex)) }
                if let press = outcome.secondPress { events.append((index, press.keyIndex)) }
                if CommandLine.arguments.contains("--trace") { traceReplay(index, session, outcome, pipeline.health) }
                tips.append((outcome.fingertip, session.fingertips[index]))
            } catch {
                // A session error names its file; a pipeline error is said with its frame.
                fputs("vision-frames: \(error is SessionError ? "" : "frame \(index): ")\(error)\n", stderr)
                exit(2)
            }
        }
        masks?.finish()
        let contacts = session.touches.map { ContactWindow(start: $0.start, end: $0.end, keyIndex: $0.keyIndex) }
        let score = TouchEventScorer.seenScore(contacts: contacts, events: events, tips: tips, seen: session.frameCount)
        printReplay(score, pipeline.counters, frames: session.frameCount, times: times.sorted())
        print("edge_spread_x \(pipeline.edgeSpread.x)")
        print("edge_spread_y \(pipeline.edgeSpread.y)")
    }

    /// One `--trace` line: frame, the true key in contact (-1: none), the shadow distance, the fingertip
    /// seen and true, the feedback, the press's key (-1: none), the health and a second finger's press's key
    /// in the same frame (-1: none).
    static func traceReplay(_ index: Int, _ session: RecordedSession, _ outcome: VisionOutcome, _ health: VisionHealth)
    {
        let key = session.touches.first { $0.start <= index && index <= $0.end }?.keyIndex ?? -1
        print(
            "trace", index, key, outcome.shadowDistance, outcome.fingertip.map { "\($0.x),\($0.y)" } ?? "-",
            session.fingertips[index].map { "\($0.x),\($0.y)" } ?? "-", outcome.step.feedback,
            outcome.press?.keyIndex ?? -1, health, outcome.secondPress?.keyIndex ?? -1)
    }

    /// The replay's figures, one `key value` per line.
    static func printReplay(_ score: VisionScore, _ counters: VisionCounters, frames: Int, times: [UInt64]) {
        print("calibration ok")
        print("frames \(frames)")
        print("contacts \(score.contacts)")
        print("events \(score.events)")
        print("matched \(score.matched)")
        print("correct \(score.correctKeys)")
        print("false_touches \(score.falseTouches)")
        print("key_accuracy \(score.keyAccuracy)")
        print("recall \(score.recall)")
        print("precision \(score.precision)")
        print("tip_error \(score.meanTipError)")
        for state in VisionHealth.allCases { print("health_\(state) \(counters.health[state])") }
        print("camera_moves \(counters.cameraMoves)")
        print("recalibrations \(counters.recalibrations)")
        // `Double($0)`, not `map(Double.init)`: on `UInt64` the unapplied initialiser is `Double(bitPattern:)`.
        let p50 = times.isEmpty ? 0 : UInt64(Median.of(times.map { Double($0) }))
        let p99 = times.isEmpty ? 0 : times[times.count * 99 / 100]
        print("frame_p50_us \(p50 / 1_000)")
        print("frame_p99_us \(p99 / 1_000)")
    }
}
