import SceneRenderer
import TouchMapping
import VisionPipeline

/// One condition of `vision-conditions`: its scene rendered frame by frame (unmeasured), the vision
/// pipeline calibrated on its hand-free first frame processing each frame (measured), scored against
/// the scene's truth; how many frames the pipeline took to follow a camera move; its health counts.
final class ConditionRun {
    let condition: DeskCondition
    let renderer: SceneRenderer
    /// `nil` when calibration refused the scene (every frame then counts as lost).
    let pipeline: VisionPipeline?
    /// Why calibration refused the scene, if it did.
    let calibrationError: VisionError?
    let layout: FrameLayout
    private var next = 0
    /// The one-tone hands that take turns (a condition that cycles tones), made once: a new array a frame
    /// would be an allocation inside the measured phase.
    private let toneTurns: [[SkinTone]]
    private var truth: FrameTruth?
    private var outcome: VisionOutcome?
    private var events: [(frame: Int, key: Int)] = []
    private var tips: [(seen: Point?, truth: Point?)] = []
    /// The first frame at which the pipeline's homography followed the moved camera (nil until then).
    private(set) var recoveredAt: Int?

    init(_ condition: DeskCondition, characters: Int, seed: UInt64, frames: Int) throws {
        var settings = SceneSettings()
        (settings.seed, settings.aimAtKeyEdges) = (seed, condition.aimAtKeyEdges)
        condition.typing(&settings)
        let renderer = try SceneRenderer(
            settings: settings, text: TouchTypingText.sample(characters: characters, seed: seed))
        guard renderer.frameCount >= frames else {
            throw VisionScenarioError.scriptTooShort(renderer.frameCount, frames)
        }
        renderer.conditions = condition.conditions
        if condition.camera != nil { renderer.reserveCameraMoves() }
        if let light = condition.light { renderer.conditions.light = light(0) }
        let layout = try FrameLayout(width: settings.width, height: settings.height)
        renderer.renderReference()
        do {
            pipeline = try renderer.frame.pixels.withUnsafeBufferPointer { buffer throws(VisionError) in
                try VisionPipeline(reference: buffer, layout: layout, keyboard: renderer.keyboard)
            }
            calibrationError = nil
        } catch {
            (pipeline, calibrationError) = (nil, error)
        }
        (self.condition, self.renderer, self.layout) = (condition, renderer, layout)
        toneTurns = condition.cyclesTones ? condition.conditions.tones.map { [$0] } : []
        events.reserveCapacity(4_096)
        tips.reserveCapacity(frames + 64)
        objectRecoveries = condition.conditions.objects.map { _ in nil }
    }

    /// Renders the next frame (unmeasured work), the camera where the condition puts it.
    func renderNext() {
        if let camera = condition.camera { renderer.conditions.camera = camera(next) }
        if let light = condition.light { renderer.conditions.light = light(next) }
        if !toneTurns.isEmpty {
            let share = Swift.max(conditionFrames.quick / toneTurns.count, 1)
            renderer.conditions.tones = toneTurns[next / share % toneTurns.count]
        }
        truth = renderer.render(frame: next)
    }

    /// A byte of each cache line of the frame, folded together (kept so the reads are not optimised away).
    private(set) var lineSum: UInt8 = 0

    /// Reads one byte of every cache line of the frame (unmeasured), so the measured call finds the frame in
    /// this core's cache, as when its renderer ran on this thread just before: a group's frames are drawn
    /// on either core and several renders before they are measured (`VisionConditionSuite.renderGroup`),
    /// and a frame's measured time must not depend on which core drew it or when (one drawn on the other
    /// core and unread measured 10–15 % slower).
    func bringFrameNear() {
        lineSum = renderer.frame.pixels.withUnsafeBufferPointer { bytes in
            var sum: UInt8 = 0
            for offset in stride(from: 0, to: bytes.count, by: 64) { sum &+= bytes[offset] }
            return sum
        }
    }

    /// The pipeline on the frame just rendered (the measured work).
    func processFrame() throws {
        guard let truth, let pipeline else { return }
        outcome = try renderer.frame.pixels.withUnsafeBufferPointer { buffer throws(VisionError) in
            try pipeline.process(buffer, layout: layout, timestamp: truth.timestamp)
        }
    }

    /// Keeps the frame's event and fingertip for scoring, and checks the camera's recovery (unmeasured).
    func keep() {
        if let press = outcome?.press, events.count < events.capacity { events.append((next, press.keyIndex)) }
        if let press = outcome?.secondPress, events.count < events.capacity { events.append((next, press.keyIndex)) }
        if tips.count < tips.capacity { tips.append((outcome?.fingertip, truth?.fingertip)) }
        if recoveredAt == nil, condition.camera != nil, next >= condition.settleFrame, let truth,
            homographyError(truth.camera) <= 1.5
        {
            recoveredAt = next
        }
        keepObjectRecovery()
        next += 1
    }

    /// The largest distance (camera pixels at the keyboard's scale) between where the pipeline puts the
    /// keyboard's corners and where they are, with the camera at `pose`.
    func homographyError(_ pose: CameraPose) -> Double {
        guard let pipeline else { return .infinity }
        let (sx, sy) = (0.9 * Double(layout.width), 0.4 * Double(layout.height))
        var worst = 0.0
        for corner in [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)] {
            let seen = renderer.seen(renderer.cameraPoint(corner), pose)
            let mapped = pipeline.keyboardPoint(seen)
            let dx = (mapped.x - corner.x) * sx, dy = (mapped.y - corner.y) * sy
            worst = Swift.max(worst, (dx * dx + dy * dy).squareRoot())
        }
        return worst.isFinite ? worst : .infinity
    }

    /// After each object put down (`DeskObject.downFrame`), the frame of the first press of the key being
    /// typed (nil until then).
    private var objectRecoveries: [Int?] = []

    /// Notes the first correct press after each object put down.
    private func keepObjectRecovery() {
        let objects = condition.conditions.objects
        guard !objects.isEmpty else { return }
        guard let press = outcome?.press, let key = truth?.keyIndex, press.keyIndex == key else { return }
        for (index, object) in objects.enumerated() where objectRecoveries[index] == nil && next >= object.downFrame {
            objectRecoveries[index] = next
        }
    }

    /// Frames from the camera coming to rest after its move to the pipeline following it (the frames
    /// seen since it came to rest when the pipeline never did); with objects put down, the most frames
    /// from an object coming to rest to the first correct press after it (those seen since, when none).
    var recoveryFrames: Double {
        let objects = condition.conditions.objects
        if !objects.isEmpty {
            var worst = 0
            for (index, object) in objects.enumerated() where next > object.downFrame {
                let recovered = index < objectRecoveries.count ? objectRecoveries[index] : nil
                worst = Swift.max(worst, (recovered ?? next) - object.downFrame)
            }
            return Double(worst)
        }
        let settle = condition.settleFrame
        guard let recoveredAt else { return Double(Swift.max(next - settle, 0)) }
        return Double(recoveredAt - settle)
    }

    /// Scores of the frames seen: contacts whose window (±2 frames) closed before the last one.
    var score: VisionScore {
        let contacts = renderer.script.contacts.map {
            ContactWindow(start: $0.start, end: $0.end, keyIndex: $0.keyIndex)
        }
        return SeenFrames.score(contacts: contacts, events: events, tips: tips, seen: next)
    }

    /// Frames the pipeline reported in `state` (every frame is lost when calibration refused the scene).
    func healthCount(_ state: VisionHealth) -> Double {
        guard let pipeline else { return state == .noSheet ? Double(next) : 0 }
        return Double(pipeline.counters.health[state])
    }

    /// False touches per 1,000 frames seen.
    var falseTouchesPerThousand: Double { SeenFrames.falseTouchesPerThousand(score, seen: next) }
}
