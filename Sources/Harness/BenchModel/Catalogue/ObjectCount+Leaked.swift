extension ObjectCount {
    /// Leaked objects over both verdicts, each object counted once: per type, the larger of the two
    /// counts. An object orphaned while the subject is held and still alive after its release is in
    /// both verdicts, and counts are by type, not by object, so adding the verdicts would count it
    /// twice. The figure is exact when one verdict's leaked objects of a type include the other's (an
    /// orphan that outlives the release; a retain cycle that only shows after it); when both hold
    /// objects of one type that the other does not, it is a lower bound — never zero while either
    /// verdict has a leak.
    public static func leakedOnce(whileHeld: [ObjectCount], afterRelease: [ObjectCount]) -> Int {
        let held = leakedByType(whileHeld)
        let released = leakedByType(afterRelease)
        return held.merging(released) { Swift.max($0, $1) }.values.reduce(0, +)
    }

    private static func leakedByType(_ counts: [ObjectCount]) -> [String: Int] {
        counts.reduce(into: [:]) { $0[$1.type, default: 0] += $1.leaked }
    }
}
