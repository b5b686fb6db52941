/// What the fuzzer may try. By default it fences off the known faults that another change is fixing
/// (issue 8 items 15–17), so that a run finds new faults instead of the same known one again.
public struct FuzzOptions: Hashable, Sendable {
    /// Also try the known faults: row indexes outside the layout's rows and layouts of more rows
    /// (item 15, traps), tree-cache keys whose width differs from the geometry's or is NaN (item 16),
    /// and audit verdicts on screens of any height (item 17).
    public var tryKnownFaults: Bool

    /// Options; known faults fenced off unless asked for.
    public init(tryKnownFaults: Bool = false) {
        self.tryKnownFaults = tryKnownFaults
    }

    /// The name of the environment variable that, set to `1`, turns `tryKnownFaults` on.
    public static let knownFaultsVariable = "FUZZ_KEYBOARD_KNOWN_FAULTS"
}
