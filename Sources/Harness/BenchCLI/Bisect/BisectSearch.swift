/// The search of a bisect, with no build and no run in it: given the commits from good to bad
/// (first-parent, oldest first, good first and bad last) and a probe that measures one commit
/// (`nil`: the commit cannot be measured, e.g. it does not build), finds the commits where the figure
/// moved. A binary search for the first commit whose reading moved from the reference (good's, then
/// the reading after each step found), skipping commits the probe cannot measure (their nearest
/// neighbour is probed instead), until the reading reached is bad's. A reading that is neither like
/// the reference nor moved (a paired timing whose test and effect disagree) is measured again with more
/// pairs (`again`, at most `maxRetries` times) rather than guessed; so are a step's commit and bad when
/// the step's reading does not reach bad's, before a second step is sought. Each commit is probed at most once
/// (retries aside); at most `maxProbes` probes (good and bad included).
struct BisectSearch: Sendable, Equatable {
    /// A commit's figure (an instruction or allocation count, or a paired ratio).
    typealias Figure = Double

    /// The commits, good first, bad last (at least two).
    var commits: [String]
    /// The relative change beyond which two figures differ (0.005: 0.5 %).
    var threshold: Double
    /// The most probes the search may make, good and bad included (at least two).
    var maxProbes: Int
    /// How often one unsure commit is measured again before the search gives up on it.
    var maxRetries = 2
    /// The significance level of a paired reading's test.
    var alpha = 0.05

    /// Whether `figure` differs from `reference` beyond the threshold (from zero: any change).
    func differs(_ figure: Figure, from reference: Figure) -> Bool {
        BisectReading.exact(figure).distance(from: .exact(reference)) > threshold
    }

    /// The tolerance of the search once good and bad are read: the threshold for counts; for paired
    /// timings also the noise floor and a quarter of the whole step (a commit a quarter of the way is
    /// not like good; two commits of half the step each are two steps).
    func tolerance(good: BisectReading, bad: BisectReading) -> Double {
        guard bad.isPaired else { return threshold }
        return max(threshold, bad.floor ?? 0, bad.distance(from: good) / 4)
    }

    /// Runs the search with a probe of exact figures.
    func run(probe: (String) async -> Figure?) async -> BisectResult {
        await run(reading: { await probe($0).map(BisectReading.exact) }, again: nil)
    }

    /// Runs the search: `reading` measures a commit; `again` measures an unsure one with more pairs
    /// (`nil`: no more can be had).
    func run(
        reading: (String) async -> BisectReading?, again: ((String) async -> BisectReading?)?
    ) async -> BisectResult {
        var state = State(search: self)
        guard let good = await state.measure(0, reading) else { return state.result(.unmeasured(commits[0])) }
        guard var bad = await state.measure(commits.count - 1, reading) else {
            return state.result(.unmeasured(commits[commits.count - 1]))
        }
        // Good against bad: within what the pairs resolve is no change; pairs too few for the test to
        // judge (an infinite detectable change) resolve nothing, so such a reading is unsure.
        let first = max(threshold, bad.detectable.flatMap { $0.isFinite ? $0 : bad.floor } ?? 0)
        switch await state.settle(commits.count - 1, against: good, tolerance: first, again) {
        case .same: return state.result(.noChange)
        case .unsure: return state.result(.unsure(commits[commits.count - 1], []))
        case .moved:
            guard let moved = state.figures[commits.count - 1] ?? nil else {
                return state.result(.unmeasured(commits[commits.count - 1]))
            }
            bad = moved
        }
        var tolerance = self.tolerance(good: good, bad: bad)
        var steps: [BisectStep] = []
        var from = 0
        while true {
            guard let reference = state.figures[from] ?? nil else { return state.result(.unmeasured(commits[from])) }
            switch await state.firstMove(after: from, reference: reference, tolerance: tolerance, reading, again) {
            case .found(var step):
                guard var after = state.figures[step.index] ?? nil else {
                    return state.result(.unmeasured(commits[step.index]))
                }
                if after.distance(from: bad) > tolerance, let again {
                    // A step that does not reach bad: a second step follows, or one of the two readings
                    // is off (a worker in another speed mode). Both are measured again with more pairs
                    // before a second step is looked for.
                    bad = await state.remeasure(commits.count - 1, again) ?? bad
                    after = await state.remeasure(step.index, again) ?? after
                    step.after = after.figure
                    tolerance = self.tolerance(good: good, bad: bad)
                }
                steps.append(step)
                if after.distance(from: bad) <= tolerance {
                    let clean = steps.count == 1 && after.distance(from: reference) > tolerance
                    return state.result(clean ? .culprit(steps[0]) : .spread(steps))
                }
                from = step.index
            case .outOfProbes: return state.result(.outOfProbes(steps))
            case .unsure(let index): return state.result(.unsure(commits[index], steps))
            }
        }
    }
}
