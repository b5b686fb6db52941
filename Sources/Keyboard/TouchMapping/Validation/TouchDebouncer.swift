/// Temporal criteria: a press registers once its key has been validly touched in `debounceFrames`
/// consecutive frames over at least `minimumTouchDuration`; then nothing more registers until the
/// contact ends. A valid touch that changes key restarts the count (before the press) or is
/// ignored (after it) — either way rapid bouncing between neighbours registers nothing.
/// A contact ends after `releaseFrames` frames in a row without a valid touch (or a frame without a
/// finger): with more than one, a single lost frame neither ends a contact nor restarts its count.
/// A contact of exactly the minimum duration counts: durations are compared with a tolerance of
/// `durationTolerance`, so that timestamps like `i / 60` (whose differences round just under the
/// exact value) do not drop it.
public struct TouchDebouncer: Hashable, Sendable {
    /// How far under `minimumTouchDuration` a contact's measured duration may fall and still count,
    /// in seconds: far below any frame interval, far above the rounding of a timestamp difference.
    static let durationTolerance = 1e-6
    /// The criteria used (only the temporal ones).
    public let config: TouchValidationConfig
    /// Valid frames on another key than the contact's that were filtered out (bounces).
    public private(set) var bouncesFiltered = 0
    private var candidate: Int?
    private var since = 0.0
    private var frames = 0
    private var latched = false
    private var missed = 0

    /// Creates a debouncer with no contact.
    public init(config: TouchValidationConfig = .standard) { self.config = config }

    /// Feeds one frame's verdict at `timestamp`; returns the key index that registers now, if any.
    public mutating func feed(_ result: ValidationResult, at timestamp: Double) -> Int? {
        guard let key = result.keyIndex, timestamp.isFinite else {
            miss()
            return nil
        }
        missed = 0
        if candidate == key {
            frames += 1
        } else {
            if candidate != nil { bouncesFiltered += 1 }
            if latched { return nil }
            (candidate, since, frames) = (key, timestamp, 1)
        }
        guard !latched, frames >= config.debounceFrames,
            timestamp - since >= config.minimumTouchDuration - Self.durationTolerance
        else {
            return nil
        }
        latched = true
        return key
    }

    /// Whether a contact has registered its press and is still held (no other key registers until it ends).
    public var isHolding: Bool { latched }

    /// A frame without a valid touch, or without a finger: the contact ends once `releaseFrames` such
    /// frames came in a row.
    public mutating func miss() {
        missed += 1
        if missed >= config.releaseFrames { reset() }
    }

    /// Ends the contact (finger lifted, or layout switched).
    public mutating func reset() {
        (candidate, frames, latched, missed) = (nil, 0, false, 0)
    }
}
