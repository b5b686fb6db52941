import TouchMapping

/// A true contact: its first and last frame and its key (an index into the keyboard's `frames.keys`).
public struct ContactWindow: Hashable, Sendable {
    /// First and last frame of contact (inclusive).
    public let start: Int, end: Int
    /// The key touched.
    public let keyIndex: Int

    /// Creates a window.
    public init(start: Int, end: Int, keyIndex: Int) {
        self.start = start
        self.end = end
        self.keyIndex = keyIndex
    }
}

/// Scores touch events against the truth: an event matches a contact whose frames, widened by
/// `tolerance` frames on each side, hold it and that has no event yet — one of the event's own key
/// first, else the earliest (windows overlap when presses follow each other closely, or two keys are
/// pressed together); events matching no open contact are false touches. Key accuracy and the counts come from
/// TouchMapping's `AccuracyScorer` fed with those windows; latency is the event's frame minus the
/// contact's first frame; fingertip error is measured on frames where both the truth and the
/// pipeline saw a fingertip. Recording allocates nothing.
public struct TouchEventScorer: Sendable {
    /// The contacts, in frame order.
    public let contacts: [ContactWindow]
    /// Frames of slack on each side of a contact.
    public let tolerance: Int
    private var accuracy: AccuracyScorer
    private var latencyTotal = 0, tipErrorTotal = 0.0
    /// Events recorded, fingertips compared.
    public private(set) var events = 0, tipsCompared = 0

    /// A scorer for `contacts` (sorted by their start here).
    public init(contacts: [ContactWindow], tolerance: Int = 2) {
        self.contacts = contacts.sorted { $0.start < $1.start }
        self.tolerance = Swift.max(tolerance, 0)
        let slack = Double(self.tolerance)
        accuracy = AccuracyScorer(
            truth: self.contacts.map {
                TouchTruth(keyIndex: $0.keyIndex, start: Double($0.start) - slack, end: Double($0.end) + slack)
            })
    }

    /// Records an event: key `keyIndex` registered in frame `frame`.
    public mutating func record(keyIndex: Int, frame: Int) {
        events += 1
        guard let window = accuracy.record(keyIndex: keyIndex, at: Double(frame)) else { return }
        latencyTotal += frame - (Int(window.start.rounded()) + tolerance)
    }

    /// Records the fingertip seen in a frame against the true one (either may be missing).
    public mutating func recordTip(seen: Point?, truth: Point?) {
        guard let seen, let truth, seen.isFinite, truth.isFinite else { return }
        tipsCompared += 1
        tipErrorTotal += seen.distance(to: truth)
    }

    /// The scores so far.
    public var score: VisionScore {
        let metrics = accuracy.metrics
        let hits = metrics.totalTouches - metrics.missedTouches
        return VisionScore(
            contacts: metrics.totalTouches, events: events, matched: hits, correctKeys: metrics.correctKeys,
            falseTouches: metrics.falseTouches,
            meanLatencyFrames: hits > 0 ? Double(latencyTotal) / Double(hits) : .nan,
            meanTipError: tipsCompared > 0 ? tipErrorTotal / Double(tipsCompared) : .nan)
    }
}

/// Touch-event scores against the truth.
public struct VisionScore: Hashable, Sendable {
    /// True contacts, events, contacts matched by an event, matched with the right key, unmatched events.
    public let contacts: Int, events: Int, matched: Int, correctKeys: Int, falseTouches: Int
    /// Mean frames from a contact's start to its event; mean fingertip error (pixels).
    public let meanLatencyFrames: Double, meanTipError: Double

    /// Matched contacts over events (1 with no events).
    public var precision: Double { matched + falseTouches > 0 ? Double(matched) / Double(matched + falseTouches) : 1 }
    /// Matched contacts over contacts (1 with no contacts).
    public var recall: Double { contacts > 0 ? Double(matched) / Double(contacts) : 1 }
    /// The harmonic mean of precision and recall.
    public var f1: Double { precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0 }
    /// Contacts whose event had the right key, over contacts (the seed's accuracy).
    public var keyAccuracy: Double { contacts > 0 ? Double(correctKeys) / Double(contacts) : 1 }
}
