/// What the fuzzer may try. Known faults 15–17 were fenced off while they were being fixed; they are
/// fixed now and tried by default (the fence stays for faults found later: list what to try).
public struct FuzzOptions: Hashable, Sendable {
    /// The known faults that are tried: 15 row indexes outside the layout's rows and
    /// layouts of more rows (traps); 16 tree-cache keys whose width differs from the geometry's or
    /// is NaN; 17 audit verdicts on screens of any height.
    public var knownFaults: Set<Int>

    /// Options; by default every item is tried (15–17 are fixed).
    public init(knownFaults: Set<Int> = FuzzOptions.allKnownFaults) {
        self.knownFaults = knownFaults
    }

    /// Whether the known fault of issue-8 item `item` is tried.
    public func tries(_ item: Int) -> Bool { knownFaults.contains(item) }

    /// The items that can be listed.
    public static let allKnownFaults: Set<Int> = [15, 16, 17]

    /// The name of the environment variable listing the items to try: `15,16,17`, or `1` for all.
    public static let knownFaultsVariable = "FUZZ_KEYBOARD_KNOWN_FAULTS"

    /// Options from the variable's value (`nil`, `1` or `all`: all; `none`: none; else comma-separated items).
    public init(environmentValue value: String?) {
        guard let value else {
            self.init()
            return
        }
        if value == "none" {
            self.init(knownFaults: [])
            return
        }
        if value == "1" || value == "all" {
            self.init(knownFaults: Self.allKnownFaults)
            return
        }
        self.init(
            knownFaults: Set(value.split(separator: ",").compactMap { Int($0) }).intersection(Self.allKnownFaults))
    }
}
