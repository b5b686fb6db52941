#if canImport(Glibc)
    @preconcurrency import Glibc
#endif
import SceneRenderer
import Timekeeping
import TouchMapping
import VisionPipeline

// A tool for the OpenCV scripts (scripts/vision) and for looking at the scenes:
//   vision-frames write DIR [--width W] [--height H] [--count N]   reference.ppm + N frames with a hand (PPM)
//   vision-frames run [--width W] [--height H] [--characters N]    the pipeline over a typing script: scores
//   vision-frames session DIR [--width W] [--height H] [--frames N] [--png]  a recorded session (docs/vision.md) of the script's first N frames
//                 [--table plain|wood|checker] [--pitch DEG] [--yaw DEG]  on a table; the camera pitched and yawed
//                                                               about the sheet's centre from frame 60 over 12 frames
//                 [--light exposure|exposure-clip|wb|wb-warm]           the light drifting over the N frames (LightDrift)
//   vision-frames check DIR                                       reads a recorded session; one line naming its first problem
//   vision-frames sheet DIR [--width W] [--height H]              the flat print (sheet.png) and its keys (sheet.json)
//   vision-frames replay DIR [--masks OUT]                        a session through the pipeline: scores and health counts
//                                                                 (--masks: its hand masks on contact frames, for opencv_fingertip.py)
// Exit 0 on success, 2 on bad usage, a refused setting or a bad session, 3 when a file cannot be written.

/// The text after `name`, if given.
func textOption(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// The angle after `name` in degrees (−30…30; 0 when not given).
func degreesOption(_ name: String) -> Double {
    guard let text = textOption(name) else { return 0 }
    guard let value = Double(text), value.isFinite, abs(value) <= 30 else {
        fputs("vision-frames: \(name) needs degrees within -30...30, not '\(text)'\n", stderr)
        exit(2)
    }
    return value
}

func option(_ name: String, _ fallback: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
    guard let value = Int(arguments[index + 1]), value > 0 else {
        fputs("vision-frames: \(name) needs a positive whole number, not '\(arguments[index + 1])'\n", stderr)
        exit(2)
    }
    return value
}

func write(_ bytes: [UInt8], to path: String) {
    guard let file = fopen(path, "wb") else {
        fputs("vision-frames: cannot write \(path)\n", stderr)
        exit(3)
    }
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    guard fclose(file) == 0, written == bytes.count else {
        fputs("vision-frames: cannot write \(path)\n", stderr)
        exit(3)
    }
}

/// glibc's mallinfo2 (not in the Glibc module): ten size_t fields; uordblks (the fifth) is the heap in use.
struct MallocInfo { var a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, uordblks = 0, i = 0, j = 0 }
@_silgen_name("mallinfo2") func mallinfo2() -> MallocInfo
func heapInUse() -> Int { mallinfo2().uordblks }

@main
struct VisionFrames {
    static func main() throws {
        ArgumentShape.check(CommandLine.arguments)
        var settings = SceneSettings()
        settings.width = option("--width", 640)
        settings.height = option("--height", 480)
        let renderer = makeRenderer(settings: settings)
        let arguments = CommandLine.arguments
        switch arguments.count > 1 ? arguments[1] : "" {
        case "write" where arguments.count > 2:
            writeFrames(renderer, to: arguments[2], count: option("--count", 8))
        case "session" where arguments.count > 2:
            writeSession(
                renderer, to: arguments[2], frames: option("--frames", 300),
                format: arguments.contains("--png") ? .png : .rgba)
        case "check" where arguments.count > 2:
            checkSession(arguments[2])
        case "sheet" where arguments.count > 2:
            writeSheet(settings: settings, to: arguments[2])
        case "replay" where arguments.count > 2:
            replaySession(arguments[2])
        case "run":
            try runPipeline(renderer, settings: settings)
        default:
            fputs(
                "usage: vision-frames write DIR [--width W --height H --count N] | run [--width W --height H --characters N] | session DIR [--width W --height H --frames N --png --table T --pitch DEG --yaw DEG --light L] | check DIR | sheet DIR [--width W --height H] | replay DIR [--masks OUT]\n",
                stderr)
            exit(2)
        }

    }

    /// The scene renderer for `settings` over a sample typing text; a refused setting exits 2.
    static func makeRenderer(settings: SceneSettings) -> SceneRenderer {
        let text = TouchTypingText.sample(characters: option("--characters", 200), seed: 7)
        do {
            return try SceneRenderer(settings: settings, text: text)
        } catch {
            fputs("vision-frames: \(error)\n", stderr)
            exit(2)
        }
    }

    /// Writes reference.ppm and up to `count` frames with a hand (every seventh frame) into `directory`.
    static func writeFrames(_ renderer: SceneRenderer, to directory: String, count: Int) {
        renderer.renderReference()
        write(renderer.frame.ppm(), to: "\(directory)/reference.ppm")
        var written = 0, index = 0
        while written < count, index < renderer.frameCount {
            let truth = renderer.render(frame: index)
            index += 7
            guard truth.handVisible else { continue }
            write(renderer.frame.ppm(), to: "\(directory)/frame-\(written).ppm")
            written += 1
        }
    }

    /// Writes the script's first `frames` frames as a recorded session into `directory` (created if missing).
    static func writeSession(
        _ renderer: SceneRenderer, to directory: String, frames: Int, format: RecordedSession.FrameFormat
    ) {
        mkdir(directory, 0o755)
        if let name = textOption("--table") {
            guard let table = TableSurface(rawValue: name) else {
                fputs("vision-frames: --table needs none, plain, wood or checker, not '\(name)'\n", stderr)
                exit(2)
            }
            renderer.conditions.table = table
        }
        let pitch = degreesOption("--pitch"), yaw = degreesOption("--yaw")
        let camera: ((Int) -> CameraPose)? =
            pitch == 0 && yaw == 0
            ? nil
            : { index in
                let t = Swift.min(Swift.max(Double(index - 59) / 12, 0), 1)
                return CameraPose(pitch: pitch * t, yaw: yaw * t)
            }
        var light: ((Int) -> LightDrift.Gains)?
        if let name = textOption("--light") {
            guard let drift = LightDrift.named[name] else {
                fputs("vision-frames: --light needs exposure, exposure-clip, wb or wb-warm, not '\(name)'\n", stderr)
                exit(2)
            }
            light = { drift($0, frames) }
        }
        do {
            let session = try renderer.writeSession(
                to: directory, frames: frames, format: format, camera: camera, light: light)
            print(
                "wrote \(session.frameCount) frames of \(session.width) × \(session.height) and \(session.touches.count) touches to \(directory)"
            )
        } catch {
            fputs("vision-frames: \(error)\n", stderr)
            exit(3)
        }
    }

    /// Reads and checks the session in `directory`, decoding every frame (one at a time): exit 0 with a
    /// summary, or 2 with one line naming the problem.
    static func checkSession(_ directory: String) {
        do {
            let session = try RecordedSession.load(directory: directory)
            try session.checkFrames()
            print(
                "session \(directory): \(session.frameCount) frames of \(session.width) × \(session.height), \(session.touches.count) touches"
            )
        } catch {
            fputs("vision-frames: \(error)\n", stderr)
            exit(2)
        }
    }

    /// Runs the pipeline over every frame of the script and prints its scores and timings.
    static func runPipeline(_ renderer: SceneRenderer, settings: SceneSettings) throws {
        if CommandLine.arguments.contains("--dim") { renderer.conditions.light = SceneConditions.changedLight }
        renderer.renderReference()
        let layout = try FrameLayout(width: settings.width, height: settings.height)
        let pipeline = try VisionPipeline.calibrated(
            reference: renderer.frame.pixels, layout: layout, keyboard: renderer.keyboard)
        var events: [(frame: Int, key: Int)] = [], tips: [(seen: Point?, truth: Point?)] = []
        var total: UInt64 = 0, worst: UInt64 = 0, regionTotal = 0
        for index in 0..<renderer.frameCount {
            if index == renderer.frameCount / 2, !CommandLine.arguments.contains("--steady") {
                renderer.conditions.light = SceneConditions.changedLight
            }
            let truth = renderer.render(frame: index)
            let start = MonotonicClock.nanoseconds()
            let outcome = try pipeline.process(renderer.frame.pixels, layout: layout, timestamp: truth.timestamp)
            let spent = MonotonicClock.nanoseconds() - start
            total += spent
            regionTotal += pipeline.regionPixels
            worst = max(worst, spent)
            tips.append((outcome.fingertip, truth.fingertip))
            if let press = outcome.press { events.append((index, press.keyIndex)) }
            if let press = outcome.secondPress { events.append((index, press.keyIndex)) }
            if CommandLine.arguments.contains("--trace") { trace(index, truth, outcome) }
        }
        let frames = max(renderer.frameCount, 1)
        let contacts = renderer.script.contacts.map {
            ContactWindow(start: $0.start, end: $0.end, keyIndex: $0.keyIndex)
        }
        let score = TouchEventScorer.seenScore(
            contacts: contacts, events: events, tips: tips, seen: renderer.frameCount)
        printSummary(score, frameCount: renderer.frameCount)
        print("mean region of interest \(regionTotal / frames) pixels of \(settings.width * settings.height)")
        print("mean \(Double(total) / Double(frames) / 1e6) ms, worst \(Double(worst) / 1e6) ms; \(pipeline.counters)")
    }

    /// One `--trace` line: the frame's truth beside what the pipeline saw.
    static func trace(_ index: Int, _ truth: FrameTruth, _ outcome: VisionOutcome) {
        print(
            index, truth.touching, truth.height, truth.keyIndex ?? -1, outcome.shadowDistance,
            outcome.fingertip.map { "\($0.x),\($0.y)" } ?? "-", truth.fingertip.map { "\($0.x),\($0.y)" } ?? "-",
            outcome.step.feedback, outcome.press?.keyIndex ?? -1)
    }

    /// The scorer's figures: events against contacts, accuracy, tip error and latency.
    static func printSummary(_ score: VisionScore, frameCount: Int) {
        print(
            "frames \(frameCount) contacts \(score.contacts) events \(score.events) matched \(score.matched) correct \(score.correctKeys) false \(score.falseTouches)"
        )
        print("precision \(score.precision) recall \(score.recall) f1 \(score.f1) key accuracy \(score.keyAccuracy)")
        print("tip error \(score.meanTipError) px, latency \(score.meanLatencyFrames) frames")
    }
}
