extension BisectSearch {
    /// What one binary search for a move ended with.
    enum Move {
        /// The first commit that moved, after the last one like the reference.
        case found(BisectStep)
        /// The probes ran out first.
        case outOfProbes
        /// This commit (its index) stayed unsure after every retry.
        case unsure(Int)
    }

    /// What a search has probed so far.
    struct State {
        let search: BisectSearch
        /// Each probed commit's index, reading (`nil`: skipped) and retries, in probe order.
        var probes: [(index: Int, reading: BisectReading?, retries: Int)] = []
        /// The reading of each probed index (`.some(nil)`: skipped), the latest when retried.
        var figures: [Int: BisectReading?] = [:]

        /// Probes commit `index` once (a second call answers from memory); `nil` when it cannot be measured.
        mutating func measure(_ index: Int, _ probe: (String) async -> BisectReading?) async -> BisectReading? {
            if let known = figures[index] { return known }
            let reading = await probe(search.commits[index])
            figures[index] = reading
            probes.append((index, reading, 0))
            return reading
        }

        /// How commit `index` (measured) compares with `reference`, measured again with more pairs while
        /// unsure (at most `maxRetries` times, and while `again` has more to give).
        mutating func settle(
            _ index: Int, against reference: BisectReading, tolerance: Double,
            _ again: ((String) async -> BisectReading?)?
        ) async -> BisectReading.Likeness {
            guard var reading = figures[index] ?? nil else { return .unsure }
            var likeness = reading.likeness(to: reference, tolerance: tolerance, alpha: search.alpha)
            guard let again else { return likeness }
            while likeness == .unsure, let more = await remeasure(index, again) {
                reading = more
                likeness = reading.likeness(to: reference, tolerance: tolerance, alpha: search.alpha)
            }
            return likeness
        }

        /// Commit `index` (measured) measured again with more pairs, when it has retries left
        /// (`maxRetries`) and `again` more to give; `nil` otherwise.
        mutating func remeasure(_ index: Int, _ again: (String) async -> BisectReading?) async -> BisectReading? {
            guard let row = probes.lastIndex(where: { $0.index == index }), probes[row].retries < search.maxRetries,
                let more = await again(search.commits[index])
            else { return nil }
            figures[index] = more
            probes[row].reading = more
            probes[row].retries += 1
            return more
        }

        /// The first commit after `from` whose reading moved from `reference` (the last commit, bad,
        /// did): binary search between the last commit like the reference and the first that moved.
        mutating func firstMove(
            after from: Int, reference: BisectReading, tolerance: Double,
            _ probe: (String) async -> BisectReading?, _ again: ((String) async -> BisectReading?)?
        ) async -> Move {
            var (low, high) = (from, search.commits.count - 1)
            while let next = candidate(between: low, and: high) {
                guard probes.count < search.maxProbes else { return .outOfProbes }
                guard await measure(next, probe) != nil else { continue }
                switch await settle(next, against: reference, tolerance: tolerance, again) {
                case .moved: high = next
                case .same: low = next
                case .unsure: return .unsure(next)
                }
            }
            let skipped = (low + 1..<high).filter { figures[$0] != nil }
            guard let before = figures[low] ?? nil, let after = figures[high] ?? nil else { return .outOfProbes }
            return .found(
                BisectStep(
                    index: high, commit: search.commits[high], parent: search.commits[low],
                    before: before.figure, after: after.figure,
                    untested: skipped.map { search.commits[$0] }))
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
                probes: probes.map { probe in
                    var row = BisectResult.Probe(commit: search.commits[probe.index], figure: probe.reading?.figure)
                    if let reading = probe.reading, reading.isPaired { row.reading = reading }
                    row.retries = probe.retries == 0 ? nil : probe.retries
                    return row
                },
                commitCount: search.commits.count - 1)
        }
    }
}
