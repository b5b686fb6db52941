import BenchReport
import BenchSafety
import Foundation

extension Bisect {
    /// `commit`'s worker: from the cache (marked as just used), else built into it (its log in
    /// `<output>/builds/`).
    func worker(_ commit: BisectRequest.Commit, _ configuration: String) async -> Result<String, ProbeFailure> {
        let key = WorkerCache.Key(commit: commit.hash, configuration: configuration)
        if let cached = cache.cached(key) { return .success(cached) }
        let short = ShortCommit.of(commit.hash)
        let log = "\(request.output)/builds/\(short).log"
        try? FileManager.default.createDirectory(atPath: request.output + "/builds", withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: log)
        BisectConsole.line("building the worker of \(short) (log: \(log))")
        if let failure = await cache.build(
            key, repository: request.directory, buildFlags: request.buildFlags, log: log)
        {
            return .failure(.init(code: .crashed, message: "\(short) does not build (\(failure); log: \(log))"))
        }
        return .success(cache.worker(key))
    }

    /// Measures a count at `commit`: its worker, the scenario run once (`--instructions` for
    /// instruction counts), the metric's figures read from the report.
    func counted(_ commit: BisectRequest.Commit, _ configuration: String) async -> Result<
        [MetricID: BisectReading], ProbeFailure
    > {
        let worker: String
        switch await self.worker(commit, configuration) {
        case .success(let path): worker = path
        case .failure(let failure): return .failure(failure)
        }
        let short = ShortCommit.of(commit.hash)
        let folder = "\(request.output)/probes/\(short)"
        let arguments =
            filter + ["--repetitions", "1", "--output", folder, "--worker", worker]
            + (request.metric.countsInstructions ? ["--instructions"] : []) + request.runArguments
        if case .failure(let failure) = await runScenario(arguments, at: short) { return .failure(failure) }
        let report = Gate.report(RunFolder.latest(in: folder).report)
        guard let scenario = report?.scenarios.first(where: { $0.name == request.scenario }) else {
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
        return .success(figures.mapValues(BisectReading.exact))
    }

    /// The `--filter` matching the scenario alone.
    var filter: [String] { ["--filter", "^" + Gate.escaped(request.scenario) + "$"] }

    /// Runs `run` with `arguments` in this process; a run that refuses to start or refuses the
    /// scenario is a failure.
    func runScenario(_ arguments: [String], at short: String) async -> Result<BenchExitCode, ProbeFailure> {
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
        return .success(status)
    }
}
