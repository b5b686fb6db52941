/// Base vs current profile, attributed to the project's own functions: each stack's weight counts to
/// the nearest frame of the project's code on it (`ProjectFrames`), so a function's figure is its own
/// cost plus everything it calls outside the project — the standard library, the runtime, C libraries,
/// the kernel — down to the next project frame. Ranking these changes names the function that was
/// changed, however its cost spreads over string formatting, allocation and copying beneath it; the
/// leaves beneath are kept as its detail.
public struct ProjectDiff: Equatable, Sendable {
    /// One function's attributed weight in the base and the current profile, scaled (`DiffScale`).
    public struct Change: Equatable, Sendable {
        /// The project function, or `nil` for the stacks with no project frame.
        public var function: String?
        /// Its source position (`File.swift:12`), when known.
        public var position: String?
        /// Attributed weight in the base and the current profile.
        public var base: Double, current: Double
        /// Where that weight was spent, by leaf frame (the function itself for its own code), the
        /// largest change first.
        public var beneath: [Part]

        /// The change of the attributed weight, current − base.
        public var change: Double { current - base }
    }

    /// The weight of one leaf frame beneath a project function, base and current, scaled.
    public struct Part: Equatable, Sendable {
        /// The leaf frame.
        public var frame: String
        /// Its weight in the base and the current profile.
        public var base: Double, current: Double
        /// current − base.
        public var change: Double { current - base }
    }

    /// The unit of both profiles.
    public var unit: FoldedStacks.Unit
    /// How the weights were made comparable.
    public var scale: DiffScale
    /// Both profiles' whole weights, scaled.
    public var baseTotal: Double, currentTotal: Double
    /// Every project function on either side's stacks: those that grew, the most first, then those that
    /// shrank, the most first; ties by name. Growth leads because an explanation answers why a scenario
    /// got slower, and in a sampled profile's shares every unchanged function shrinks a little when
    /// another grows.
    public var changes: [Change]
    /// The stacks without a project frame (the harness's loop, clock reads, the kernel's own work).
    public var outside: Change

    /// The attributed diff of `base` and `current` (same unit), with `project` naming the project's
    /// frames of both, weights scaled by `scale` (nil: `DiffScale.natural(for:)` the unit).
    public init(base: FoldedStacks, current: FoldedStacks, project: ProjectFrames, scale: DiffScale? = nil) {
        unit = current.unit
        let scale = scale ?? .natural(for: current.unit)
        self.scale = scale
        let factors = scale.factors(base: base.totalWeight, current: current.totalWeight)
        baseTotal = Double(base.totalWeight) * factors.base
        currentTotal = Double(current.totalWeight) * factors.current
        let before = Self.attributed(base, project), after = Self.attributed(current, project)
        var changes: [Change] = []
        for owner in Set(before.keys).union(after.keys) {
            let old = before[owner] ?? [:], new = after[owner] ?? [:]
            let parts = Set(old.keys).union(new.keys).map { leaf in
                Part(
                    frame: leaf, base: Double(old[leaf] ?? 0) * factors.base,
                    current: Double(new[leaf] ?? 0) * factors.current)
            }
            .sorted { (abs($0.change), $1.frame) > (abs($1.change), $0.frame) }
            changes.append(
                Change(
                    function: owner, position: owner.flatMap(project.position(of:)),
                    base: parts.reduce(0) { $0 + $1.base }, current: parts.reduce(0) { $0 + $1.current },
                    beneath: parts))
        }
        outside =
            changes.first { $0.function == nil }
            ?? Change(function: nil, position: nil, base: 0, current: 0, beneath: [])
        self.changes = changes.filter { $0.function != nil }.sorted(by: Self.grownFirst)
    }

    /// The project functions whose attributed weight changed, in the order of `changes`, at most `limit`.
    public func changedMost(_ limit: Int) -> [Change] {
        Array(changes.lazy.filter { $0.change != 0 }.prefix(max(0, limit)))
    }

    static func grownFirst(_ a: Change, _ b: Change) -> Bool {
        if (a.change > 0) != (b.change > 0) { return a.change > 0 }
        if abs(a.change) != abs(b.change) { return abs(a.change) > abs(b.change) }
        return (a.function ?? "") < (b.function ?? "")
    }

    /// Each stack's weight by its nearest project frame (`nil`: none on the stack), then by its leaf.
    static func attributed(_ stacks: FoldedStacks, _ project: ProjectFrames) -> [String?: [String: UInt64]] {
        var owners: [String?: [String: UInt64]] = [:]
        for (stack, weight) in stacks.weights {
            guard let leaf = stack.last else { continue }
            let owner = stack.last(where: project.contains)
            owners[owner, default: [:]][leaf, default: 0] += weight
        }
        return owners
    }
}
