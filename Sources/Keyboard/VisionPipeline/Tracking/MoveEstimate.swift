import TouchMapping

/// The camera's move as the mean of the recent tracked moves that agree with it: each frame's own
/// shake (about a pixel either way) averages out. A move beyond the tolerance seen on `confirmation`
/// frames in a row is a jump: the mean restarts from those frames. A value; nothing is allocated.
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
    private(set) var mean = Similarity.identity
    /// Frames in the mean, and frames in a row away from it with their sum.
    private(set) var count = 0, pending = 0
    private var pendingSum = Self.zero
    /// Frames averaged at most (a slow drift is followed with a lag of about half of it).
    static let window = 8
    /// Frames in a row a jump must be seen on.
    static let confirmation = 3
    private static let zero = Similarity(a: 0, b: 0, tx: 0, ty: 0)

    /// Adds the move tracked on a frame, `offset` pixels (the largest at the marks) from `mean`, fitted
    /// on `marks` marks. A fit of two marks is left out (returned as agreeing, nothing changed): two
    /// marks beside a hand, or smeared by motion blur, extrapolate to the others by pixels.
    mutating func add(_ move: Similarity, offset: Double, tolerance: Double, marks: Int = 4) -> Event {
        guard marks >= 3 else { return .agreed }
        guard offset > tolerance else {
            (pending, pendingSum) = (0, Self.zero)
            count = Swift.min(count + 1, Self.window)
            mean = Self.blend(mean, move, weight: 1 / Double(count))
            return .agreed
        }
        pending += 1
        pendingSum = Self.sum(pendingSum, move)
        guard pending >= Self.confirmation else { return .pending }
        (mean, count) = (pendingMean, pending)
        (pending, pendingSum) = (0, Self.zero)
        return .jumped
    }

    /// The mean of the moves of a jump not yet confirmed (the estimate when none is pending).
    var pendingMean: Similarity {
        guard pending > 0 else { return mean }
        let n = Double(pending)
        return Similarity(a: pendingSum.a / n, b: pendingSum.b / n, tx: pendingSum.tx / n, ty: pendingSum.ty / n)
    }

    /// A frame without the marks: a pending jump is forgotten.
    mutating func lose() { (pending, pendingSum) = (0, Self.zero) }

    /// Back to the calibration: no move, nothing averaged.
    mutating func reset() { self = MoveEstimate() }

    /// a + weight × (b − a), number by number.
    private static func blend(_ a: Similarity, _ b: Similarity, weight: Double) -> Similarity {
        Similarity(
            a: a.a + weight * (b.a - a.a), b: a.b + weight * (b.b - a.b), tx: a.tx + weight * (b.tx - a.tx),
            ty: a.ty + weight * (b.ty - a.ty))
    }

    /// a + b, number by number.
    private static func sum(_ a: Similarity, _ b: Similarity) -> Similarity {
        Similarity(a: a.a + b.a, b: a.b + b.b, tx: a.tx + b.tx, ty: a.ty + b.ty)
    }
}
