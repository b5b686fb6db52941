import KeyboardCore

/// A whole touch-typing run, ready to drive a frame or a character at a time: the simulated script
/// goes through the uniform-grid mapper, whose presses are scored; `crossCheck()` replays the same
/// frames through a linear-scan and a spatial-hash mapper and counts every frame whose outcome differs.
public struct TouchTypingRun: Sendable {
    /// The frames and the ground truth.
    public let script: TouchTypingScript
    /// The mapper whose presses count (uniform grid).
    public private(set) var mapper: TouchMapper<UniformGridLocator>
    private var linear: TouchMapper<LinearScanLocator>
    private var hash: TouchMapper<SpatialHashLocator>
    /// The grid's outcomes not cross-checked yet (capacity kept, so steady state allocates nothing).
    private var pending: [TouchStep] = []
    private var checked = 0
    /// The accuracy of the grid's presses so far.
    public private(set) var scorer: AccuracyScorer
    /// Frames where the linear scan or the spatial hash gave another outcome than the grid.
    public private(set) var disagreements = 0
    /// The next frame to process.
    public private(set) var position = 0
    /// The next character of the text to type.
    public private(set) var character = 0

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
        pending.reserveCapacity(1_024)
    }

    /// Whether every frame has been processed.
    public var isFinished: Bool { position >= script.frames.count }

    /// Processes the next frame through the grid (nothing when finished); returns its press, if any.
    public mutating func step() -> KeyPressEvent? {
        guard position < script.frames.count else { return nil }
        let step = mapper.process(script.frames[position])
        position += 1
        if pending.count < pending.capacity { pending.append(step) } else { crossCheck(); pending.append(step) }
        if let press = step.press { scorer.record(press) }
        return step.press
    }

    /// Processes the frames of the next character of the text, handing each press to `onPress`.
    public mutating func typeNextCharacter(_ onPress: (KeyPressEvent) throws -> Void) rethrows {
        guard character < script.characterStarts.count else { return }
        character += 1
        let end = character < script.characterStarts.count ? script.characterStarts[character] : script.frames.count
        while position < end { if let press = step() { try onPress(press) } }
    }

    /// Replays the frames processed since the last check through the linear scan and the spatial hash.
    public mutating func crossCheck() {
        for step in pending {
            let frame = script.frames[checked]
            checked += 1
            if linear.process(frame) != step || hash.process(frame) != step { disagreements += 1 }
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Accuracy over the characters whose frames have all been processed.
    public var metrics: AccuracyMetrics {
        let starts = script.characterStarts
        var low = 0, high = starts.count
        // The number of characters whose frames have all been processed (the next one starts at or before `position`).
        while low < high {
            let middle = (low + high) / 2
            let end = middle + 1 < starts.count ? starts[middle + 1] : script.frames.count
            if end <= position { low = middle + 1 } else { high = middle }
        }
        return scorer.metrics(first: low < starts.count ? script.characterTruths[low] : script.truth.count)
    }
}
