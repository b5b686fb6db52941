/// One intended key press: the key and the time window its registered press must fall in.
public struct TouchTruth: Hashable, Sendable {
    /// The intended key (an index into the layout's `keys`).
    public let keyIndex: Int
    /// The window's start (seconds).
    public let start: Double
    /// The window's end (seconds, inclusive).
    public let end: Double

    /// Creates a ground-truth entry.
    public init(keyIndex: Int, start: Double, end: Double) {
        self.keyIndex = keyIndex
        self.start = start
        self.end = end
    }
}

/// Scores a stream of registered presses against ground truth: each press is matched to a truth
/// window holding its timestamp that has no press yet — of those, one of the press's own key first,
/// else the earliest (windows may overlap: presses 100 ms apart with slack around them, or two keys
/// pressed together). Windows are sorted on creation.
public struct AccuracyScorer: Hashable, Sendable {
    private let truth: [TouchTruth]
    private var firstKey: [Int?]
    private var falseTouches = 0
    /// The longest window (seconds): how far back a window holding a time can start.
    private let longest: Double

    /// Creates a scorer for `truth`.
    public init(truth: [TouchTruth]) {
        self.truth = truth.sorted { $0.start < $1.start }
        firstKey = Array(repeating: nil, count: truth.count)
        longest = truth.map { $0.end - $0.start }.max() ?? 0
    }

    /// Records a registered press of `keyIndex` at `timestamp`; returns the window it matched (`nil`: a
    /// false touch).
    @discardableResult
    public mutating func record(keyIndex: Int, at timestamp: Double) -> TouchTruth? {
        guard let window = window(containing: timestamp, key: keyIndex) else {
            falseTouches += 1
            return nil
        }
        firstKey[window] = keyIndex
        return truth[window]
    }

    public mutating func record(_ event: KeyPressEvent) { record(keyIndex: event.keyIndex, at: event.timestamp) }

    /// The metrics so far.
    public var metrics: AccuracyMetrics { metrics(first: truth.count) }

    /// The metrics of the first `count` intended presses (in time order) only — those whose time
    /// has come in a run that is not over — and every false touch recorded.
    public func metrics(first count: Int) -> AccuracyMetrics {
        var correct = 0, missed = 0
        let count = Swift.min(Swift.max(count, 0), truth.count)
        for (entry, key) in zip(truth.prefix(count), firstKey) {
            if key == nil { missed += 1 } else if key == entry.keyIndex { correct += 1 }
        }
        return AccuracyMetrics(
            totalTouches: count, correctKeys: correct, missedTouches: missed, falseTouches: falseTouches)
    }

    /// Binary search for the window holding `time`.
    /// The open window (no press yet) holding `time` for a press of `key`: the earliest of that key (the
    /// same key pressed twice in a row is pressed first, then again: a press belongs to the first
    /// contact still waiting for one), else the earliest; `nil` when none is open.
    private func window(containing time: Double, key: Int) -> Int? {
        guard time.isFinite else { return nil }
        var low = 0, high = truth.count
        while low < high {
            let middle = (low + high) / 2
            if truth[middle].start <= time { low = middle + 1 } else { high = middle }
        }
        var chosen: Int?, own: Int?
        var index = low - 1
        while index >= 0, truth[index].start >= time - longest {
            if time <= truth[index].end, firstKey[index] == nil {
                if truth[index].keyIndex == key { own = index }
                chosen = index
            }
            index -= 1
        }
        return own ?? chosen
    }
}
