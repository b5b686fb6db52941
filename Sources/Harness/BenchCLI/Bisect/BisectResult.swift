/// One place the figure moved: the first commit whose figure differs from the reference, and the last
/// commit before it measured the same.
struct BisectStep: Sendable, Equatable, Codable {
    /// The commit's position in the searched list (0: good).
    var index: Int
    /// The first commit measured different.
    var commit: String
    /// The last commit before it measured the same (its parent when `untested` is empty).
    var parent: String
    /// `parent`'s figure.
    var before: Double
    /// `commit`'s figure.
    var after: Double
    /// The commits between `parent` and `commit` that could not be measured: any of them may hold the step.
    var untested: [String]

    /// The relative change from `before` to `after`, percent (`nil` from zero).
    var percent: Double? { before == 0 ? nil : (after - before) / before * 100 }
}

/// What a bisect found, and every probe it made.
struct BisectResult: Sendable, Equatable {
    /// The answer.
    enum Outcome: Sendable, Equatable {
        /// Good and bad measure the same: nothing to find.
        case noChange
        /// The figure moved in one step, at this commit.
        case culprit(BisectStep)
        /// The figure moved in several steps (or by a drift no step of which is beyond the threshold).
        case spread([BisectStep])
        /// The probes ran out before the search ended; the steps found so far.
        case outOfProbes([BisectStep])
        /// An end of the range (good or bad, this commit) could not be measured.
        case unmeasured(String)
        /// This commit's paired timing stayed neither like its reference nor moved after every retry;
        /// the steps found before it.
        case unsure(String, [BisectStep])
    }

    /// One probe: the commit and its figure (`nil`: skipped, it could not be measured).
    struct Probe: Sendable, Equatable, Codable {
        var commit: String
        var figure: Double?
        /// A paired timing's whole reading (its interval, p and pairs); `nil` for a count.
        var reading: BisectReading? = nil
        /// How often it was measured again with more pairs because it was unsure; `nil`: never.
        var retries: Int? = nil
    }

    var outcome: Outcome
    /// Every probe, in the order made.
    var probes: [Probe]
    /// N: the commits after good up to bad.
    var commitCount: Int

    /// ⌈log2 N⌉ + 3: the most probes a clean step needs.
    static func bound(commits: Int) -> Int {
        var bits = 0
        while (1 << bits) < commits { bits += 1 }
        return bits + 3
    }
}
