import BenchReport

extension WorkerResult {
    /// One repetition of a split scenario from its parts' results, in part order: every channel once;
    /// the samples of an operation two parts measure pooled; a built-in per-run figure (live heap, heap
    /// growth, peak heap, allocator resident, leaked objects: each process's own) added over the parts,
    /// as one process holding every part's items would hold their sum; any other value measured by the
    /// first part that records it (a custom metric belongs to one part). The measured phase is the longest
    /// part's, noise counters add up, the rest is the first part's.
    static func joined(_ parts: [WorkerResult]) -> WorkerResult? {
        guard var joined = parts.first else { return nil }
        for part in parts.dropFirst() { joined.add(part) }
        return joined
    }

    private mutating func add(_ part: WorkerResult) {
        for channel in part.channels where !channels.contains(where: { $0.id == channel.id }) {
            channels.append(channel)
        }
        samples.merge(part.samples) { $0 + $1 }
        for (id, value) in part.values {
            guard let mine = values[id] else {
                values[id] = value
                continue
            }
            if MetricSpec.builtIn(id) != nil { values[id] = mine + value }
        }
        facts.measuredPhaseNanoseconds = Swift.max(facts.measuredPhaseNanoseconds, part.facts.measuredPhaseNanoseconds)
        facts.noise = facts.noise.adding(part.facts.noise)
        facts.sampling += part.facts.sampling
        slowest += part.slowest
        whileHeld += part.whileHeld
        afterRelease += part.afterRelease
        peakResidentBytes = peakResidentBytes.flatMap { mine in part.peakResidentBytes.map { mine + $0 } }
    }
}

extension NoiseCounters {
    /// The counters of two processes together.
    func adding(_ other: NoiseCounters) -> NoiseCounters {
        NoiseCounters(
            involuntaryContextSwitches: involuntaryContextSwitches + other.involuntaryContextSwitches,
            voluntaryContextSwitches: voluntaryContextSwitches + other.voluntaryContextSwitches,
            minorPageFaults: minorPageFaults + other.minorPageFaults,
            majorPageFaults: majorPageFaults + other.majorPageFaults)
    }
}

extension WorkerOutcome {
    /// One repetition of a split scenario from its parts' outcomes, in part order: the first failure (named
    /// by its part) if any part failed, else the joined result (`WorkerResult.joined`). Its wall time is
    /// the longest part's (they ran side by side); its peak resident the parts' peaks added, each with its
    /// own resident floor (`processes` says how many, so the floor is taken off each).
    static func joined(_ parts: [WorkerOutcome]) -> WorkerOutcome {
        let duration = parts.map(\.durationSeconds).max() ?? 0
        let peaks = parts.compactMap(\.peakResidentBytes)
        let peak = peaks.count == parts.count ? peaks.reduce(0, +) : nil
        var results: [WorkerResult] = []
        for (index, part) in parts.enumerated() {
            switch part.ending {
            case .completed(let result): results.append(result)
            case .failed(let status, let reason):
                return WorkerOutcome(
                    ending: .failed(status, "part \(index + 1)/\(parts.count): \(reason)"), durationSeconds: duration,
                    peakResidentBytes: peak, processes: parts.count)
            }
        }
        guard let joined = WorkerResult.joined(results) else {
            return WorkerOutcome(ending: .failed(.error, "a split scenario ran no part"), durationSeconds: duration)
        }
        return WorkerOutcome(
            ending: .completed(joined), durationSeconds: duration, peakResidentBytes: peak, processes: parts.count)
    }
}
