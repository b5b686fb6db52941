/// The search of a bisect, with no build and no run in it: given the commits from good to bad
/// (first-parent, oldest first, good first and bad last) and a probe that measures one commit's
/// figure (`nil`: the commit cannot be measured, e.g. it does not build), finds the commits where
/// the figure moved. A binary search for the first commit whose figure differs from the reference
/// (good's figure, then the figure after each step found) beyond `threshold`, skipping commits the
/// probe cannot measure (their nearest neighbour is probed instead), until the figure reached is
/// bad's. Each commit is probed at most once; at most `maxProbes` probes (good and bad included).
struct BisectSearch: Sendable, Equatable {
    /// A commit's figure (an instruction or allocation count).
    typealias Figure = Double

    /// The commits, good first, bad last (at least two).
    var commits: [String]
    /// The relative change beyond which two figures differ (0.005: 0.5 %).
    var threshold: Double
    /// The most probes the search may make, good and bad included (at least two).
    var maxProbes: Int

    /// Whether `figure` differs from `reference` beyond the threshold (from zero: any change).
    func differs(_ figure: Figure, from reference: Figure) -> Bool {
        guard reference != 0 else { return figure != 0 }
        return abs(figure - reference) / abs(reference) > threshold
    }

    /// Runs the search with `probe`.
    func run(probe: (String) async -> Figure?) async -> BisectResult {
        var state = State(search: self)
        guard let good = await state.measure(0, probe) else { return state.result(.unmeasured(commits[0])) }
        guard let bad = await state.measure(commits.count - 1, probe) else {
            return state.result(.unmeasured(commits[commits.count - 1]))
        }
        guard differs(bad, from: good) else { return state.result(.noChange) }
        var steps: [BisectStep] = []
        var (from, reference) = (0, good)
        while true {
            guard let step = await state.firstMove(after: from, reference: reference, last: bad, probe) else {
                return state.result(.outOfProbes(steps))
            }
            steps.append(step)
            if !differs(step.after, from: bad) { break }
            (from, reference) = (step.index, step.after)
        }
        let clean = steps.count == 1 && differs(steps[0].after, from: steps[0].before)
        return state.result(clean ? .culprit(steps[0]) : .spread(steps))
    }

    /// What a search has probed so far.
    struct State {
        let search: BisectSearch
        /// Each probed commit's index and figure (`nil`: skipped), in probe order.
        var probes: [(index: Int, figure: Figure?)] = []
        /// The figure of each probed index (`.some(nil)`: skipped).
        var figures: [Int: Figure?] = [:]

        /// Probes commit `index` once (a second call answers from memory); `nil` when it cannot be measured.
        mutating func measure(_ index: Int, _ probe: (String) async -> Figure?) async -> Figure? {
            if let known = figures[index] { return known }
            let figure = await probe(search.commits[index])
            figures[index] = figure
            probes.append((index, figure))
            return figure
        }

        /// The first commit after `from` (whose figure is `reference`) whose figure differs from
        /// `reference` (the last commit, bad, whose figure is `last`, does): binary search between the
        /// last commit measured the same and the first measured different. `nil` when the probes ran
        /// out first.
        mutating func firstMove(
            after from: Int, reference: Figure, last: Figure, _ probe: (String) async -> Figure?
        ) async -> BisectStep? {
            var (low, high) = (from, search.commits.count - 1)
            var (before, after) = (reference, last)
            while let next = candidate(between: low, and: high) {
                guard probes.count < search.maxProbes else { return nil }
                guard let figure = await measure(next, probe) else { continue }
                if search.differs(figure, from: reference) {
                    (high, after) = (next, figure)
                } else {
                    (low, before) = (next, figure)
                }
            }
            let skipped = (low + 1..<high).filter { figures[$0] != nil }
            return BisectStep(
                index: high, commit: search.commits[high], parent: search.commits[low],
                before: before, after: after, untested: skipped.map { search.commits[$0] })
        }

        /// The commit to probe strictly between `low` and `high`: the middle one, else (it was
        /// skipped) its nearest neighbour not yet probed; `nil` when none is left.
        func candidate(between low: Int, and high: Int) -> Int? {
            guard high - low > 1 else { return nil }
            let middle = (low + high) / 2
            for distance in 0..<(high - low) {
                for index in [middle + distance, middle - distance] where index > low && index < high {
                    if figures[index] == nil { return index }
                }
            }
            return nil
        }

        /// The result of the probes made, with `outcome`.
        func result(_ outcome: BisectResult.Outcome) -> BisectResult {
            BisectResult(
                outcome: outcome,
                probes: probes.map { BisectResult.Probe(commit: search.commits[$0.index], figure: $0.figure) },
                commitCount: search.commits.count - 1)
        }
    }
}
