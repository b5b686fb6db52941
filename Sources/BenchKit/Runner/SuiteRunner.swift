import Foundation

/// Runs scenarios one after another, each in its own worker, and assembles the run report.
///
/// A crash, hang or error in one scenario becomes that scenario's report; the others still run.
public struct SuiteRunner: Sendable {
    /// The settings of the run (seed, quick mode, default time limit, kept samples).
    public let settings: HarnessSettings
    /// Starts the workers.
    public let launcher: WorkerLauncher
    /// Told about every scenario as it starts, progresses and ends.
    public let observer: any SuiteObserver

    /// A runner; `executable` is re-invoked as each worker (default: this process's executable).
    public init(settings: HarnessSettings, executable: String = ExecutablePath.current(), observer: any SuiteObserver = SilentSuiteObserver()) {
        self.settings = settings
        self.launcher = WorkerLauncher(executable: executable)
        self.observer = observer
    }

    /// Runs `descriptors` in order and returns the run's report (environment fingerprint included).
    public func run(_ descriptors: [ScenarioDescriptor], identity: RunIdentity = RunIdentity()) async -> RunReport {
        let clock = ContinuousClock()
        let start = clock.now
        var reports: [ScenarioReport] = []
        for (offset, descriptor) in descriptors.enumerated() {
            observer.scenarioStarted(descriptor.name, index: offset + 1, count: descriptors.count)
            let report = await runOne(descriptor)
            observer.scenarioFinished(report, index: offset + 1, count: descriptors.count)
            reports.append(report)
        }
        let jemalloc = reports.lazy.compactMap(\.allocator).first?.version
        let environment = await EnvironmentFingerprint.collect(jemallocVersion: jemalloc)
        return RunReport(
            runId: identity.runId, startedAt: identity.startedAt, durationSeconds: (clock.now - start).seconds,
            environment: environment, settings: settings, scenarios: reports
        )
    }

    /// Runs one scenario in a worker and judges it.
    public func runOne(_ descriptor: ScenarioDescriptor) async -> ScenarioReport {
        let seed = ScenarioSeed.derive(runSeed: settings.seed, scenario: descriptor.name)
        let observer = self.observer
        let name = descriptor.name
        let outcome = await launcher.launch(
            scenario: name, settings: WorkerSettings(seed: seed, quick: settings.quick),
            timeLimitSeconds: descriptor.timeLimitSeconds ?? settings.defaultTimeLimitSeconds
        ) { phase, done, total in
            observer.scenarioProgressed(name, phase: phase, done: done, total: total)
        }
        switch outcome.ending {
        case .completed(let result):
            return ScenarioEvaluator.report(
                for: descriptor, result: result, durationSeconds: outcome.durationSeconds, maxKeptSamples: settings.maxKeptSamples
            )
        case let .failed(status, reason):
            return Self.failureReport(descriptor, status: status, reason: reason, seed: seed, durationSeconds: outcome.durationSeconds)
        }
    }

    /// The report of a scenario that produced no trustworthy result: every budget unverified.
    public static func failureReport(
        _ descriptor: ScenarioDescriptor, status: ScenarioStatus, reason: String, seed: UInt64, durationSeconds: Double
    ) -> ScenarioReport {
        ScenarioReport(
            name: descriptor.name, kind: descriptor.kind, tags: descriptor.tags, parameters: descriptor.parameters,
            status: status, failure: reason, seed: seed, durationSeconds: durationSeconds,
            budgets: descriptor.budgets.map { BudgetVerdict(budget: $0, measured: nil, passed: false) }
        )
    }
}
