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

/// Scores a stream of registered presses against ground truth: each press is matched to the
/// truth window holding its timestamp. Windows must not overlap; they are sorted on creation.
public struct AccuracyScorer: Hashable, Sendable {
    private let truth: [TouchTruth]
    private var firstKey: [Int?]
    private var falseTouches = 0

    /// Creates a scorer for `truth`.
    public init(truth: [TouchTruth]) {
        self.truth = truth.sorted { $0.start < $1.start }
        firstKey = Array(repeating: nil, count: truth.count)
    }

    /// Records a registered press of `keyIndex` at `timestamp`.
    public mutating func record(keyIndex: Int, at timestamp: Double) {
        guard let window = window(containing: timestamp), firstKey[window] == nil else {
            falseTouches += 1
            return
        }
        firstKey[window] = keyIndex
    }

    /// Records a key press event.
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
    private func window(containing time: Double) -> Int? {
        guard time.isFinite else { return nil }
        var low = 0, high = truth.count
        while low < high {
            let middle = (low + high) / 2
            if truth[middle].start <= time { low = middle + 1 } else { high = middle }
        }
        let index = low - 1
        return index >= 0 && time <= truth[index].end ? index : nil
    }
}
