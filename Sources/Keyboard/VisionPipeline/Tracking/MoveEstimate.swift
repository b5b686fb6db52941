import TouchMapping

/// The camera's move as the mean of the recent tracked moves that agree with it: each frame's own
/// shake (about a pixel either way) averages out. A move beyond the tolerance seen on `confirmation`
/// frames in a row is a jump: the mean restarts from those frames. Moves are homographies a few pixels
/// apart at most while they agree: their mean is the mean of their entries (last entry 1). A value;
/// nothing is allocated.
struct MoveEstimate: Hashable, Sendable {
    /// What a tracked move did to the estimate.
    enum Event: Hashable, Sendable {
        /// It agreed and joined the mean.
        case agreed
        /// It is away from the mean, not yet on enough frames to be a jump.
        case pending
        /// It confirmed a jump: the mean is now the jump's frames'.
        case jumped
    }

    /// The estimate: the mean of up to `window` agreeing moves.
    private(set) var mean = PlaneMove.identity
    /// Frames in the mean, and frames in a row away from it with their sum.
    private(set) var count = 0, pending = 0
    private var pendingSum = Self.zero
    /// Frames averaged at most (a slow drift is followed with a lag of about half of it), and frames in
    /// a row a jump must be seen on (`CameraConfig.moveWindow`, `moveConfirmation`).
    let window: Int, confirmation: Int
    private static let zero = Matrix3(0, 0, 0, 0, 0, 0, 0, 0, 0)

    /// An empty estimate averaging up to `window` moves, confirming a jump on `confirmation` frames.
    init(window: Int = CameraConfig().moveWindow, confirmation: Int = CameraConfig().moveConfirmation) {
        (self.window, self.confirmation) = (window, confirmation)
    }

    /// Adds the move tracked on a frame, `offset` pixels (the largest at the marks) from `mean`, fitted
    /// on `marks` marks. A fit of two marks is left out (returned as agreeing, nothing changed): two
    /// marks beside a hand, or smeared by motion blur, extrapolate to the others by pixels.
    /// A move away from the mean that is also `fromPending` pixels away from the pending jump's mean
    /// starts the jump's frames again: a jump is confirmed by frames that agree with each other.
    mutating func add(
        _ move: PlaneMove, offset: Double, tolerance: Double, marks: Int = 4, fromPending: Double = 0
    ) -> Event {
        guard marks >= 3 else { return .agreed }
        guard offset > tolerance else {
            (pending, pendingSum) = (0, Self.zero)
            count = Swift.min(count + 1, window)
            mean = PlaneMove.blend(mean, move, weight: 1 / Double(count))
            return .agreed
        }
        if pending > 0, fromPending > tolerance { (pending, pendingSum) = (0, Self.zero) }
        pending += 1
        pendingSum = Self.sum(pendingSum, move.matrix)
        guard pending >= confirmation else { return .pending }
        (mean, count) = (pendingMean, pending)
        (pending, pendingSum) = (0, Self.zero)
        return .jumped
    }

    /// The mean of the moves of a jump not yet confirmed (the estimate when none is pending).
    var pendingMean: PlaneMove {
        guard pending > 0 else { return mean }
        let s = pendingSum, n = Double(pending)
        return PlaneMove(Matrix3(s.m0 / n, s.m1 / n, s.m2 / n, s.m3 / n, s.m4 / n, s.m5 / n, s.m6 / n, s.m7 / n, 1))
            ?? mean
    }

    /// A frame without the marks: a pending jump is forgotten.
    mutating func lose() { (pending, pendingSum) = (0, Self.zero) }

    /// Back to the calibration: no move, nothing averaged.
    mutating func reset() { self = MoveEstimate(window: window, confirmation: confirmation) }

    /// a + b, entry by entry.
    private static func sum(_ a: Matrix3, _ b: Matrix3) -> Matrix3 {
        Matrix3(
            a.m0 + b.m0, a.m1 + b.m1, a.m2 + b.m2, a.m3 + b.m3, a.m4 + b.m4, a.m5 + b.m5, a.m6 + b.m6, a.m7 + b.m7, 0)
    }
}
