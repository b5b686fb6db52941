import BenchReport
import BenchSafety
import Foundation

/// A bisect, from a checked request to its verdict: good and bad measured (the metric chosen from
/// them when only its kind was given), then `BisectSearch` with a probe that takes each commit's worker
/// from the cache (building it when missing) and runs the scenario once; the report, the verdict last.
struct Bisect: Sendable {
    var request: BisectRequest
    var cache: WorkerCache { WorkerCache(root: request.cache) }

    /// Why a commit could not be measured, with the exit code it ends a bisect with at good or bad.
    struct ProbeFailure: Error, Sendable, Equatable {
        var code: BenchExitCode
        var message: String
    }

    /// Runs the bisect; returns its exit code, the verdict line printed last.
    func run(output: CommandOutput) async -> BenchExitCode {
        let started = ContinuousClock.now
        let configuration: String
        do {
            try FileManager.default.createDirectory(atPath: cache.workers, withIntermediateDirectories: true)
            configuration = try await WorkerCache.key(
                commit: request.commits[0].hash, buildFlags: [], directory: request.directory
            ).configuration
        } catch {
            return BisectReport.verdict(.crashed, "cannot prepare the worker cache \(cache.root): \(error)", on: output)
        }
        let count = request.commits.count - 1
        BisectConsole.line(
            "\(count) commits after good; a clean step takes at most \(BisectResult.bound(commits: count)) probes (this bisect may make \(request.maxProbes))"
        )
        var measured: [String: Result<[MetricID: Double], ProbeFailure>] = [:]
        var seconds: [String: Double] = [:]
        func measureOnce(_ commit: BisectRequest.Commit) async -> Result<[MetricID: Double], ProbeFailure> {
            if let known = measured[commit.hash] { return known }
            let (result, duration) = await GatePhases.timed { await measure(commit, configuration: configuration) }
            measured[commit.hash] = result
            seconds[commit.hash] = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            if case .failure(let failure) = result { BisectConsole.line("not measured: \(failure.message)") }
            return result
        }
        let good: [MetricID: Double]
        let bad: [MetricID: Double]
        do throws(ProbeFailure) {
            good = try await measureOnce(request.commits[0]).get()
            bad = try await measureOnce(request.commits[count]).get()
        } catch {
            return BisectReport.verdict(error.code, error.message, on: output)
        }
        let metric =
            request.metric.operation.map { MetricID("\($0)/\(request.metric.kind)") }
            ?? BisectMetric.chosen(good: good, bad: bad)
        guard let metric, let goodFigure = good[metric], let badFigure = bad[metric] else {
            return BisectReport.verdict(
                .badInput, "\(request.scenario) reports no \(metric?.name ?? request.metric.kind) at good and bad",
                on: output)
        }
        BisectConsole.line("bisecting on \(metric): good \(goodFigure), bad \(badFigure)")
        let search = BisectSearch(
            commits: request.commits.map(\.hash), threshold: request.threshold, maxProbes: request.maxProbes)
        let result = await search.run { hash in
            guard let commit = request.commits.first(where: { $0.hash == hash }) else {
                BisectConsole.line("probed \(ShortCommit.of(hash)): skipped (not a commit of the range)")
                return nil
            }
            let figure = (try? await measureOnce(commit).get())?[metric]
            BisectConsole.line(
                "probed \(ShortCommit.of(hash)): \(figure.map { BisectReport.figure($0) } ?? "skipped")")
            return figure
        }
        let report = BisectReport(
            request: request, metric: metric, result: result, seconds: seconds,
            skipped: measured.compactMapValues { if case .failure(let failure) = $0 { failure.message } else { nil } },
            duration: ContinuousClock.now - started)
        return report.publish(on: output)
    }

    /// Measures one commit: its worker from the cache (built when missing, its log in
    /// `<output>/builds/`), the scenario run once (`--instructions` for instruction counts), the
    /// metric's figures read from the report.
    func measure(_ commit: BisectRequest.Commit, configuration: String) async -> Result<
        [MetricID: Double], ProbeFailure
    > {
        let key = WorkerCache.Key(commit: commit.hash, configuration: configuration)
        let short = ShortCommit.of(commit.hash)
        if cache.cached(key) == nil {
            let log = "\(request.output)/builds/\(short).log"
            try? FileManager.default.createDirectory(
                atPath: request.output + "/builds", withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: log)
            BisectConsole.line("building the worker of \(short) (log: \(log))")
            if let failure = await cache.build(key, repository: request.directory, buildFlags: [], log: log) {
                return .failure(.init(code: .crashed, message: "\(short) does not build (\(failure); log: \(log))"))
            }
        }
        let folder = "\(request.output)/probes/\(short)"
        var arguments = [
            "--filter", "^" + Gate.escaped(request.scenario) + "$", "--repetitions", "1", "--output", folder,
        ]
        arguments += ["--worker", cache.worker(key)] + (request.metric.countsInstructions ? ["--instructions"] : [])
        let status: BenchExitCode
        do throws(GateFailure) { status = try await Gate.runInProcess(arguments) } catch {
            return .failure(.init(code: error.code, message: "the run at \(short): \(error.message)"))
        }
        if status == .badInput {
            return .failure(
                .init(
                    code: .badInput, message: "the run at \(short) refused '\(request.scenario)' (its output is above)")
            )
        }
        guard let report = Gate.report(RunFolder.latest(in: folder).report),
            let scenario = report.scenarios.first(where: { $0.name == request.scenario })
        else {
            return .failure(
                .init(code: .crashed, message: "the run at \(short) wrote no report of \(request.scenario)"))
        }
        guard scenario.status == .passed || scenario.status == .failed else {
            return .failure(
                .init(
                    code: .crashed,
                    message: "\(request.scenario) \(scenario.status.rawValue) at \(short): \(scenario.failure ?? "")"))
        }
        let figures = request.metric.figures(in: scenario)
        guard !figures.isEmpty else {
            return .failure(
                .init(code: .badInput, message: "\(request.scenario) reports no \(request.metric.kind) at \(short)"))
        }
        return .success(figures)
    }
}
