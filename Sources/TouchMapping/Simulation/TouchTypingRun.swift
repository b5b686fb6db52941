import KeyboardCore

/// A whole touch-typing run, ready to drive a frame at a time: the simulated script goes through
/// three mappers (grid, linear scan, spatial hash) side by side; the grid's presses are scored, and
/// any frame where the three disagree is counted.
public struct TouchTypingRun: Sendable {
    /// The frames and the ground truth.
    public let script: TouchTypingScript
    /// The mapper whose presses count (uniform grid).
    public private(set) var mapper: TouchMapper<UniformGridLocator>
    private var linear: TouchMapper<LinearScanLocator>
    private var hash: TouchMapper<SpatialHashLocator>
    /// The accuracy of the grid's presses so far.
    public private(set) var scorer: AccuracyScorer
    /// Frames where the linear scan or the spatial hash gave another outcome than the grid.
    public private(set) var disagreements = 0
    /// The next frame to process.
    public private(set) var position = 0

    /// Simulates `text` on `frames` for `seed` and prepares the three mappers.
    public init(
        frames: LayoutFrames, text: String, seed: UInt64, settings: TouchTypingSettings = .standard,
        config: TouchValidationConfig = .standard
    ) {
        script = TouchTypingSimulator(frames: frames, settings: settings).script(for: text, seed: seed)
        mapper = TouchMapper(frames: frames, config: config)
        linear = TouchMapper(frames: frames, config: config)
        hash = TouchMapper(frames: frames, config: config)
        scorer = AccuracyScorer(truth: script.truth)
    }

    /// Whether every frame has been processed.
    public var isFinished: Bool { position >= script.frames.count }

    /// Processes the next frame (nothing when finished); returns the press it registered, if any.
    public mutating func step() -> KeyPressEvent? {
        guard position < script.frames.count else { return nil }
        let frame = script.frames[position]
        position += 1
        let step = mapper.process(frame)
        if linear.process(frame) != step || hash.process(frame) != step { disagreements += 1 }
        if let press = step.press { scorer.record(press) }
        return step.press
    }

    /// Accuracy so far (missed touches count only once their frames have passed).
    public var metrics: AccuracyMetrics { scorer.metrics }
}
