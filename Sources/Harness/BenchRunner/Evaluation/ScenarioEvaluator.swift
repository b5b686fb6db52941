import BenchReport
import Determinism
/// Turns the workers' raw measurements of one scenario into its report: statistics within and between
/// repetitions, budget verdicts, leak verdicts. Runs in the parent: the worker measures, the parent judges.
struct ScenarioEvaluator: Sendable {
    /// The run's settings (kept-sample bound).
    public let settings: HarnessSettings

    /// Whether the run applied the scenarios' repetition caps (a paired run does not).
    var appliesRepetitionCaps = true

    /// An evaluator for a run with `settings`.
    init(settings: HarnessSettings) { self.settings = settings }

    /// The report of `info` from its workers' outcomes, in repetition order. `floorBytes` holds the
    /// resident floor measured in each round (repetition `i` is set against round `i`'s floor, since the
    /// floor itself moves between rounds); a missing one takes the median of the others.
    func report(for info: ScenarioInfo, outcomes: [WorkerOutcome], floorBytes: [Double?], seed: UInt64)
        -> ScenarioReport
    {
        let measuredFloors = floorBytes.compactMap { $0 }
        let fallback = measuredFloors.isEmpty ? nil : Median.of(measuredFloors)
        let results = outcomes.enumerated().compactMap { index, outcome -> RepetitionResult? in
            guard case .completed(let result) = outcome.ending else { return nil }
            let floor = index < floorBytes.count ? floorBytes[index] ?? fallback : fallback
            return RepetitionResult(result: result, peak: Self.peak(of: outcome, floor: floor), floor: floor)
        }
        let repetitions = outcomes.enumerated().map { Self.repetition($0.offset + 1, $0.element) }
        // The worker announces what it measured (its `channels`); the parent adds the resident metrics.
        let announced = results.first?.result.channels ?? []
        let specs = announced.isEmpty ? info.metrics : announced + MetricSpec.resident
        let metrics = MetricAssembly(
            specs: specs.filter(measuredInThisMode), results: results, maxKept: settings.maxKeptSamples
        ).reports()
        // Instruction mode measures no time and no resident memory: budgets on what it did not measure are not judged.
        let judged =
            settings.instructions == true
            ? info.budgets.filter { budget in metrics.contains { $0.id == budget.metric } } : info.budgets
        let calls = Self.taggedCalls(results.map(\.result))
        let slowest = Self.slowest(tagged: calls)
        let worstCases = WorstCase.all(slowest)
        let verdicts = judged.map { budget in
            BudgetCheck.judgedWithoutPreemption(
                BudgetCheck.verdict(budget, metrics: metrics, worstCases: worstCases),
                judged: Self.preemptionJudged(budget.metric, results.map(\.result), calls: calls))
        }.map(unlessProfiled).map(unlessQuick)
        let leaks = Self.leaks(info, results.map(\.result), metrics: metrics)
        let first = results.first?.result
        var report = ScenarioReport(
            name: info.name, kind: info.kind, tags: info.tags, parameters: info.parameters, status: .passed,
            failure: nil,
            seed: seed, warmupIterations: first?.facts.warmupIterations ?? 0,
            measuredIterations: first?.facts.measuredIterations ?? 0,
            batchSize: first?.facts.batchSize ?? 1, durationSeconds: outcomes.reduce(0) { $0 + $1.durationSeconds },
            clock: settings.instructions == true ? nil : first?.facts.clock, allocator: first?.facts.allocator,
            metrics: metrics, budgets: verdicts, leaks: leaks,
            slowest: slowest, repetitions: repetitions
        )
        report.worstCases = worstCases.isEmpty ? nil : worstCases
        report.cappedRepetitions = cappedRepetitions(info)
        (report.status, report.failure) = Self.judge(repetitions: repetitions, verdicts: verdicts, leaks: leaks)
        report.notRecorded = Self.notRecorded(
            info.metrics.filter(measuredInThisMode), metrics: metrics, completed: !results.isEmpty)
        if settings.keepSamples == false, report.status == .passed { report.dropRawSamples() }
        return report
    }

    /// Whether this run's mode measures `spec` (nor, in instruction mode, are the clocks' read costs
    /// reported: they are valgrind's and correct no time of the report): under callgrind (instruction mode) a time —
    /// one a
    /// scenario recorded itself, as the worker records none — is valgrind's, many times the keyboard's,
    /// so the report leaves it out (and a budget on it is not judged).
    func measuredInThisMode(_ spec: MetricSpec) -> Bool {
        settings.instructions != true || spec.unit != .nanoseconds
    }

    /// `verdict`, or — when the run was profiled and its figure carries the profiler's cost
    /// (`ProfiledFigures`) — the same figure marked not judged, never a failure.
    func unlessProfiled(_ verdict: BudgetVerdict) -> BudgetVerdict {
        guard let profile = settings.profile,
            ProfiledFigures.perturbed(verdict.budget.metric, unit: verdict.budget.unit, profile: profile)
        else { return verdict }
        var verdict = verdict
        verdict.notJudged = ProfiledFigures.note(profile)
        verdict.passed = true
        return verdict
    }

    /// `verdict`, or — in a quick run, for a budget on a time — the same figure marked not judged, never a
    /// failure nor a pass. A quick run is a smoke run, not a measurement: it times a fraction of the declared
    /// calls, on whatever machine runs it (a shared CI runner can time the same frames twice as slow as the
    /// machine the budgets were measured on), so a time verdict from it is sound neither way. Its exact budgets
    /// (scores, counts, allocations, heap, resident memory, leaks) are judged as in any run.
    func unlessQuick(_ verdict: BudgetVerdict) -> BudgetVerdict {
        guard settings.quick, verdict.budget.unit == .nanoseconds, verdict.notJudged == nil else { return verdict }
        var verdict = verdict
        verdict.notJudged = Self.quickNote
        verdict.passed = true
        return verdict
    }

    /// The note of a time budget in a quick run.
    static let quickNote = "not judged: a quick run's times are a smoke run's, not a measurement"

    /// How many repetitions a capped scenario ran and why, when its cap is below the run's repetitions.
    func cappedRepetitions(_ info: ScenarioInfo) -> CappedRepetitions? {
        CappedRepetitions.of(info, requested: settings.repetitions, applied: appliesRepetitionCaps)
    }

    /// The scenario's own declared metrics (`Metric("score", …)`, among `declared`) no completed repetition recorded.
    static func notRecorded(_ declared: [MetricSpec], metrics: [MetricReport], completed: Bool) -> [String]? {
        guard completed else { return nil }
        let declared = declared.filter { MetricSpec.builtIn($0.id) == nil && !$0.id.name.contains("/") }
        let missing = declared.filter { spec in !metrics.contains { $0.id == spec.id } }.map(\.id.name)
        return missing.isEmpty ? nil : missing
    }

    static func repetition(_ index: Int, _ outcome: WorkerOutcome) -> RepetitionReport {
        switch outcome.ending {
        case .completed(let result):
            return RepetitionReport(
                index: index, status: .passed, failure: nil, durationSeconds: outcome.durationSeconds,
                peakResidentBytes: outcome.peakResidentBytes, noise: result.facts.noise,
                measuredPhaseSeconds: result.facts.measuredPhaseNanoseconds / 1e9,
                sampling: result.facts.sampling.isEmpty ? nil : result.facts.sampling
            )
        case let .failed(status, reason):
            return RepetitionReport(
                index: index, status: status, failure: reason, durationSeconds: outcome.durationSeconds,
                peakResidentBytes: outcome.peakResidentBytes, noise: nil, measuredPhaseSeconds: nil
            )
        }
    }

    /// The repetition with the most leaked objects decides the leak verdicts (one leaking worker is a leak).
    static func leaks(_ info: ScenarioInfo, _ results: [WorkerResult], metrics: [MetricReport]) -> LeakReport? {
        guard info.tracksObjects, !results.isEmpty else { return nil }
        let worst = results.max { leaked($0) < leaked($1) } ?? results[0]
        let growth = metrics.first { $0.id == .heapGrowth }?.repetitions.max()
        return LeakReport(heapGrowthBytes: growth, whileHeld: worst.whileHeld, afterRelease: worst.afterRelease)
    }

    static func leaked(_ result: WorkerResult) -> Int {
        ObjectCount.leakedOnce(whileHeld: result.whileHeld, afterRelease: result.afterRelease)
    }

    /// The slowest calls of every repetition merged: the ten slowest per operation, each with its
    /// repetition, and the worst judged call (`SlowCall.judgedNanoseconds`) when it is not among them.
    static func slowest(_ results: [WorkerResult]) -> [SlowCall] { slowest(tagged: taggedCalls(results)) }

    /// Every call the workers sent (their slowest and their preempted ones), each with its repetition.
    static func taggedCalls(_ results: [WorkerResult]) -> [SlowCall] {
        results.enumerated().flatMap { index, result in
            result.slowest.map { call -> SlowCall in
                var call = call
                call.repetition = index + 1
                return call
            }
        }
    }

    /// The ten slowest of `tagged` per operation, and the worst judged call when it is not among them.
    static func slowest(tagged: [SlowCall]) -> [SlowCall] {
        let operations = tagged.reduce(into: [String]()) { if !$0.contains($1.operation) { $0.append($1.operation) } }
        return operations.flatMap { operation in
            let calls = tagged.filter { $0.operation == operation }.sorted { $0.nanoseconds > $1.nanoseconds }
            let kept = Array(calls.prefix(10))
            guard
                let worst = calls.filter({ $0.preempted != nil }).max(by: {
                    $0.judgedNanoseconds < $1.judgedNanoseconds
                }),
                !kept.contains(worst)
            else { return kept }
            return kept + [worst]
        }
    }

    /// `metric`'s samples in every completed repetition with every call the workers sent of its operation
    /// (the slowest and the preempted ones, each tagged with its repetition, `taggedCalls(_:)`); `nil` for
    /// a metric without an operation.
    static func preemptionJudged(_ metric: MetricID, _ results: [WorkerResult], calls: [SlowCall])
        -> PreemptionJudged?
    {
        guard let operation = metric.operation else { return nil }
        return PreemptionJudged(
            samples: results.map { $0.samples[metric] ?? [] }, calls: calls.filter { $0.operation == operation })
    }

    /// The scenario's status and one line saying why it did not pass.
    static func judge(repetitions: [RepetitionReport], verdicts: [BudgetVerdict], leaks: LeakReport?) -> (
        ScenarioStatus, String?
    ) {
        let severity: [ScenarioStatus] = [.crashed, .timedOut, .error]
        if let broken = repetitions.filter({ severity.contains($0.status) }).min(by: {
            (severity.firstIndex(of: $0.status) ?? severity.count)
                < (severity.firstIndex(of: $1.status) ?? severity.count)
        }) {
            let count = repetitions.filter { $0.status != .passed }.count
            let prefix =
                repetitions.count > 1
                ? "repetition \(broken.index) of \(repetitions.count)\(count > 1 ? " (and \(count - 1) more)" : ""): "
                : ""
            return (broken.status, prefix + (broken.failure ?? broken.status.rawValue))
        }
        var reasons = verdicts.filter { !$0.passed }.map { verdict -> String in
            let measured = verdict.measured.map { UnitFormat.format($0, verdict.budget.unit) } ?? "not measured"
            return "budget \(verdict.budget) broken: \(measured)"
        }
        if let leaks {
            let held = leaks.whileHeld.filter { $0.leaked > 0 }.map { "\($0.leaked) \($0.type)" }
            let released = leaks.afterRelease.filter { $0.leaked > 0 }.map { "\($0.leaked) \($0.type)" }
            if !held.isEmpty { reasons.append("leaked while held: " + held.joined(separator: ", ")) }
            if !released.isEmpty { reasons.append("leaked after release: " + released.joined(separator: ", ")) }
        }
        return reasons.isEmpty ? (.passed, nil) : (.failed, reasons.joined(separator: "; "))
    }
}

extension ScenarioEvaluator {
    /// The peak resident of one repetition: a split scenario's parts' peaks together, less the resident
    /// floor every part but one brought (one process holding all parts would have one floor).
    static func peak(of outcome: WorkerOutcome, floor: Double?) -> Double? {
        guard outcome.processes > 1, let floor else { return outcome.peakResidentBytes }
        return outcome.peakResidentBytes.map { $0 - Double(outcome.processes - 1) * floor }
    }
}
