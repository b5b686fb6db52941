/// How two profiles' weights are made comparable before they are subtracted.
public enum DiffScale: Equatable, Sendable {
    /// Raw weights: right when both profiles measured the same work, as instruction counts of the same
    /// number of measured calls are (callgrind counts only the measured calls, and counts exactly).
    case absolute
    /// Weights divided by each side's number of measured calls: instruction or allocation counts of runs
    /// that made different numbers of calls, compared per call.
    case perCall(base: UInt64, current: UInt64)
    /// Each weight as a percentage of its own profile's whole weight: right for sampled profiles, whose
    /// sample counts depend on the run's length and the sampling rate rather than on the code.
    case shares

    /// The usual scale for a unit: shares for samples, raw weights for counted units.
    public static func natural(for unit: FoldedStacks.Unit) -> DiffScale {
        unit == .samples ? .shares : .absolute
    }

    /// The label of a scaled weight: `instructions`, `instructions per call`, `% of the profile`.
    public func label(_ unit: FoldedStacks.Unit) -> String {
        switch self {
        case .absolute: unit.rawValue
        case .perCall: "\(unit.rawValue) per call"
        case .shares: "% of the profile"
        }
    }

    func factors(base: UInt64, current: UInt64) -> (base: Double, current: Double) {
        switch self {
        case .absolute: (1, 1)
        case .perCall(let baseCalls, let currentCalls):
            (1 / Double(max(1, baseCalls)), 1 / Double(max(1, currentCalls)))
        case .shares: (base == 0 ? 0 : 100 / Double(base), current == 0 ? 0 : 100 / Double(current))
        }
    }
}

/// One function's weights in the base and the current profile, scaled (see `DiffScale`).
public struct FunctionChange: Equatable, Sendable {
    /// The function's name.
    public var name: String
    /// Self weight in the base and the current profile.
    public var selfBase: Double, selfCurrent: Double
    /// Total (inclusive) weight in the base and the current profile.
    var totalBase: Double, totalCurrent: Double

    /// The change of the self weight, current − base.
    public var selfChange: Double { selfCurrent - selfBase }
    /// The change of the total weight, current − base.
    public var totalChange: Double { totalCurrent - totalBase }
    /// The self weight's relative change (`0.1` is +10 %); infinite for a function new in current, nil
    /// for one with no self weight on either side.
    public var selfRatioChange: Double? {
        selfBase == 0 ? (selfCurrent == 0 ? nil : .infinity) : selfChange / selfBase
    }
}

/// Base vs current profile, function by function: which functions' costs changed most.
public struct ProfileDiff: Equatable, Sendable {
    /// The unit of both profiles.
    public var unit: FoldedStacks.Unit
    /// How the weights were made comparable.
    public var scale: DiffScale
    /// Both profiles' whole weights, scaled.
    public var baseTotal: Double, currentTotal: Double
    /// Every function in either profile, the largest change of self weight first (by its size, ties by
    /// the larger change of total weight, then by name).
    public var changes: [FunctionChange]

    /// The diff of `base` and `current` (which should count the same unit; `current`'s is the one shown),
    /// with weights scaled by `scale` (nil: `DiffScale.natural(for:)` the unit).
    public init(base: FoldedStacks, current: FoldedStacks, scale: DiffScale? = nil) {
        unit = current.unit
        let scale = scale ?? .natural(for: current.unit)
        self.scale = scale
        let (baseFactor, currentFactor) = scale.factors(base: base.totalWeight, current: current.totalWeight)
        baseTotal = Double(base.totalWeight) * baseFactor
        currentTotal = Double(current.totalWeight) * currentFactor
        let before = FunctionTable(base).costs, after = FunctionTable(current).costs
        changes = Set(before.keys).union(after.keys).map { name in
            FunctionChange(
                name: name,
                selfBase: Double(before[name]?.selfWeight ?? 0) * baseFactor,
                selfCurrent: Double(after[name]?.selfWeight ?? 0) * currentFactor,
                totalBase: Double(before[name]?.totalWeight ?? 0) * baseFactor,
                totalCurrent: Double(after[name]?.totalWeight ?? 0) * currentFactor)
        }
        .sorted(by: Self.largerChangeFirst)
    }

    /// The functions whose self weight changed, largest change first, at most `limit`.
    public func changedMost(_ limit: Int) -> [FunctionChange] {
        Array(changes.lazy.filter { $0.selfChange != 0 }.prefix(max(0, limit)))
    }

    static func largerChangeFirst(_ a: FunctionChange, _ b: FunctionChange) -> Bool {
        let selfA = abs(a.selfChange), selfB = abs(b.selfChange)
        if selfA != selfB { return selfA > selfB }
        let totalA = abs(a.totalChange), totalB = abs(b.totalChange)
        if totalA != totalB { return totalA > totalB }
        return a.name < b.name
    }
}
