import BenchReport
import BenchSafety
import Foundation
import PerfCompare
import PerfModel

/// One commit's paired runs against good, pooled: both sides' reports holding every pair so far.
struct PairedRuns: Sendable {
    var baseline: RunReport
    var current: RunReport
    /// The options the paired run compared with.
    var options: CompareOptions
    /// Pairs so far, and the paired runs they came from.
    var pairs: Int
    var runs: Int

    /// These runs with `more`'s pairs added: each metric's figures per pair appended on both sides.
    func pooled(with more: PairedRuns) -> PairedRuns {
        PairedRuns(
            baseline: Self.appending(more.baseline, to: baseline), current: Self.appending(more.current, to: current),
            options: options, pairs: pairs + more.pairs, runs: runs + more.runs)
    }

    /// `report` with `other`'s repetitions (and each repetition's p10) appended to its metrics.
    static func appending(_ other: RunReport, to report: RunReport) -> RunReport {
        var report = report
        for (index, scenario) in report.scenarios.enumerated() {
            guard let added = other.scenario(named: scenario.name) else { continue }
            for (position, metric) in scenario.metrics.enumerated() {
                guard let extra = added.metric(named: metric.name) else { continue }
                var merged = metric
                merged.repetitions += extra.repetitions
                merged.repetitionP10 = metric.repetitionP10.flatMap { own in extra.repetitionP10.map { own + $0 } }
                report.scenarios[index].metrics[position] = merged
            }
        }
        return report
    }

    /// The readings of `scenario`'s metrics of `kind`: each paired row's ratio with its interval, p
    /// and detectable change.
    func readings(scenario: String, kind: String) -> [MetricID: BisectReading] {
        guard let comparison = try? RunComparator(options: options).compare(baseline: baseline, current: current)
        else { return [:] }
        var readings: [MetricID: BisectReading] = [:]
        for row in comparison.rows where row.scenario == scenario {
            let id = MetricID(row.metric)
            guard id.kind == kind, id.operation != nil, let ratio = row.ratio else { continue }
            readings[id] = BisectReading(
                figure: ratio.ratio, lower: ratio.lower, upper: ratio.upper, p: row.p, pairs: row.baselineRepetitions,
                detectable: row.mdc?.effective, floor: row.mdc?.floor)
        }
        return readings
    }
}

extension Bisect {
    /// Measures a timing at `commit`: its worker paired against good's (`--pairs` pairs).
    func paired(_ commit: BisectRequest.Commit, _ probes: Probes, _ configuration: String) async -> Result<
        [MetricID: BisectReading], ProbeFailure
    > {
        switch await pairedRun(commit, pairs: request.pairs, attempt: 1, configuration) {
        case .failure(let failure): return .failure(failure)
        case .success(let runs):
            probes.paired[commit.hash] = runs
            let readings = runs.readings(scenario: request.scenario, kind: request.metric.kind)
            guard !readings.isEmpty else {
                return .failure(
                    .init(
                        code: .badInput,
                        message:
                            "\(request.scenario) reports no paired \(request.metric.kind) at \(ShortCommit.of(commit.hash))"
                    ))
            }
            return .success(readings)
        }
    }

    /// `commit` measured again: as many pairs more as it has (at most up to `--max-pairs` in all),
    /// pooled with its earlier pairs. `nil` when it has all the pairs it may have, or the run failed.
    func pairedAgain(_ commit: BisectRequest.Commit, _ probes: Probes, _ configuration: String) async -> [MetricID:
        BisectReading]?
    {
        guard let before = probes.paired[commit.hash], before.pairs < request.maxPairs else { return nil }
        let more = min(before.pairs, request.maxPairs - before.pairs)
        let (result, duration) = await GatePhases.timed {
            await pairedRun(commit, pairs: more, attempt: before.runs + 1, configuration)
        }
        probes.seconds[commit.hash, default: 0] += Self.seconds(duration)
        guard case .success(let added) = result else { return nil }
        let pooled = before.pooled(with: added)
        probes.paired[commit.hash] = pooled
        let readings = pooled.readings(scenario: request.scenario, kind: request.metric.kind)
        probes.readings[commit.hash] = .success(readings)
        return readings
    }

    /// One paired run of the scenario: `commit`'s worker against good's, `pairs` pairs (ABBA), in
    /// `<output>/probes/<commit>[-<attempt>]`.
    func pairedRun(
        _ commit: BisectRequest.Commit, pairs: Int, attempt: Int, _ configuration: String
    ) async -> Result<PairedRuns, ProbeFailure> {
        let goodWorker: String, worker: String
        switch (await self.worker(good, configuration), await self.worker(commit, configuration)) {
        case (.success(let base), .success(let current)): (goodWorker, worker) = (base, current)
        case (.failure(let failure), _), (_, .failure(let failure)): return .failure(failure)
        }
        let short = ShortCommit.of(commit.hash)
        let folder = "\(request.output)/probes/\(short)" + (attempt > 1 ? "-\(attempt)" : "")
        let arguments =
            filter + [
                "--repetitions", "\(pairs)", "--against", goodWorker, "--against-commit", good.hash, "--output", folder,
                "--worker", worker,
            ] + request.runArguments
        if case .failure(let failure) = await runScenario(arguments, at: short) { return .failure(failure) }
        let run = RunFolder.latest(in: folder)
        guard let baseline = Gate.report(run.baselineReport), let current = Gate.report(run.report),
            let json = Gate.read(run.compareJSON),
            let comparison = try? JSONOutput.decode(Comparison.self, from: Data(json.utf8))
        else {
            return .failure(.init(code: .crashed, message: "the paired run at \(short) wrote no comparison"))
        }
        return .success(
            PairedRuns(baseline: baseline, current: current, options: comparison.options, pairs: pairs, runs: 1))
    }
}
