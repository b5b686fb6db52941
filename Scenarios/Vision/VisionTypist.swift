import SceneRenderer
import TouchMapping
import VisionPipeline

/// A camera watching a typist: a synthetic scene rendered frame by frame (unmeasured) and the vision
/// pipeline processing each frame (measured), scored against the scene's truth.
public final class VisionTypist {
    let renderer: SceneRenderer
    let pipeline: VisionPipeline
    let layout: FrameLayout
    /// The measured frames run from 0; warm-up uses frames from `warmUpStart` on (not measured ones).
    private let warmUpStart: Int
    private var next = 0, warmNext = 0
    private var truth: FrameTruth?
    private var outcome: VisionOutcome?
    private var events: [(frame: Int, key: Int)] = []
    private var tips: [(seen: Point?, truth: Point?)] = []
    /// Frame index at which the light changes (dimmer and warmer), and the conditions to apply each frame.
    let lightingChange: Int?
    let conditions: (Int) -> SceneConditions?

    init(
        characters: Int, seed: UInt64, measuredFrames: Int, lightingChange: Int?, width: Int = 640, height: Int = 480,
        conditions: @escaping (Int) -> SceneConditions? = { _ in nil }
    ) throws {
        var settings = SceneSettings()
        (settings.width, settings.height, settings.seed) = (width, height, seed)
        let renderer = try SceneRenderer(
            settings: settings, text: TouchTypingText.sample(characters: characters, seed: seed))
        guard renderer.frameCount >= measuredFrames + 120 else {
            throw VisionScenarioError.scriptTooShort(renderer.frameCount, measuredFrames + 120)
        }
        let layout = try FrameLayout(width: width, height: height)
        renderer.renderReference()
        pipeline = try renderer.frame.pixels.withUnsafeBufferPointer { buffer in
            try VisionPipeline(reference: buffer, layout: layout, keyboard: renderer.keyboard)
        }
        (self.renderer, self.layout, warmUpStart) = (renderer, layout, measuredFrames)
        self.lightingChange = lightingChange
        self.conditions = conditions
        events.reserveCapacity(4_096)
        tips.reserveCapacity(measuredFrames + 64)
    }

    /// Renders the next measured frame (unmeasured work).
    func renderNext() {
        if let change = conditions(next) { renderer.conditions = change }
        if next == lightingChange { renderer.conditions.light = SceneConditions.changedLight }
        truth = renderer.render(frame: next)
    }

    /// The pipeline on the frame just rendered (the measured work); warm-up frames run later in time.
    func processFrame(timeOffset: Double = 0) throws {
        guard let truth else { return }
        outcome = try renderer.frame.pixels.withUnsafeBufferPointer { buffer throws(VisionError) in
            try pipeline.process(buffer, layout: layout, timestamp: truth.timestamp + timeOffset)
        }
    }

    /// Keeps the frame's event and fingertip for scoring (unmeasured).
    func keep() {
        if let press = outcome?.press, events.count < events.capacity { events.append((next, press.keyIndex)) }
        if let press = outcome?.secondPress, events.count < events.capacity { events.append((next, press.keyIndex)) }
        if tips.count < tips.capacity { tips.append((outcome?.fingertip, truth?.fingertip)) }
        next += 1
    }

    /// A warm-up frame, from past the measured frames.
    func warmUp() throws {
        let index = warmUpStart + warmNext % 120
        warmNext += 1
        truth = renderer.render(frame: index)
        try processFrame(timeOffset: 1_000)
    }

    /// Scores of the measured frames: contacts whose window (±2 frames) closed before the last one.
    var score: VisionScore {
        let contacts = renderer.script.contacts.map {
            ContactWindow(start: $0.start, end: $0.end, keyIndex: $0.keyIndex)
        }
        return SeenFrames.score(contacts: contacts, events: events, tips: tips, seen: next)
    }

    /// False touches per 1,000 measured frames.
    var falseTouchesPerThousand: Double { SeenFrames.falseTouchesPerThousand(score, seen: next) }
    /// Counters of the pipeline.
    var counters: VisionCounters { pipeline.counters }
}

/// A vision scenario that cannot be set up.
enum VisionScenarioError: Error, CustomStringConvertible {
    case scriptTooShort(Int, Int)

    var description: String {
        switch self {
        case .scriptTooShort(let have, let need): "the typing script has \(have) frames, the scenario needs \(need)"
        }
    }
}
