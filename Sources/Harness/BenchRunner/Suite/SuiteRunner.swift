import BenchReport
import Foundation

/// Runs the selected scenarios, each repetition in its own worker process, and assembles the run report.
///
/// Order: the resident floor (the empty scenario) first, then round after round, each round running
/// every selected scenario once — repetitions are interleaved, so a slow spell of the machine falls on
/// several scenarios' single repetitions, not on all repetitions of one. A crash, hang or error in one
/// worker becomes that repetition's status; the others still run.
public struct SuiteRunner: Sendable {
    /// The settings of the run (seed, quick mode, repetitions, time limit, kept samples).
    public let settings: HarnessSettings
    /// Starts the workers.
    public var launcher: WorkerLauncher
    /// Told about every worker as it starts, progresses and ends.
    public let observer: any SuiteObserver
    /// Measuring workers run without address-space randomisation (paired runs).
    public var fixedLayout = false
    /// Whether a scenario's declared repetition cap (`RepetitionCap`) is applied; a paired run sets it
    /// false, since its signed-rank test needs every pair.
    public var appliesRepetitionCaps = true

    /// A runner of the worker at `worker`.
    public init(
        settings: HarnessSettings, worker: String, observer: any SuiteObserver = SilentSuiteObserver(),
        instructions: InstructionMode? = nil
    ) {
        self.settings = settings
        self.launcher = WorkerLauncher(executable: worker, instructions: instructions)
        self.observer = observer
    }

    /// Runs `scenarios` and returns the run's report (environment fingerprint included).
    public func run(_ scenarios: [ScenarioInfo], identity: RunIdentity = RunIdentity()) async -> RunReport {
        let clock = ContinuousClock()
        let start = clock.now
        WorkerFile.settle(launcher.executable)
        let repetitions = Swift.max(1, settings.repetitions)
        // Instruction mode takes no resident figures, so it runs no floor.
        let floors = settings.instructions == true ? [] : [FloorInfo.scenario]
        let count = (floors + scenarios).reduce(0) { $0 + self.repetitions(of: $1) }
        var outcomes: [String: [WorkerOutcome]] = [:]
        var index = 0
        for round in 1...repetitions {
            for info in floors + scenarios where round <= self.repetitions(of: info) {
                index += 1
                observer.workerStarted(info.name, repetition: round, index: index, count: count)
                let outcome = await launch(info)
                observer.workerFinished(info.name, repetition: round, outcome: outcome)
                outcomes[info.name, default: []].append(outcome)
            }
        }
        observer.analysing()
        return await assemble(
            scenarios, outcomes: outcomes, identity: identity, durationSeconds: (clock.now - start).seconds)
    }

    /// The run report from every worker's outcome (the floor's included), each in repetition order.
    func assemble(
        _ scenarios: [ScenarioInfo], outcomes: [String: [WorkerOutcome]], identity: RunIdentity, durationSeconds: Double
    ) async -> RunReport {
        let floorInfo = FloorInfo.scenario
        var evaluator = ScenarioEvaluator(settings: settings)
        evaluator.appliesRepetitionCaps = appliesRepetitionCaps
        let floorOutcomes = outcomes[floorInfo.name] ?? []
        let floor = evaluator.report(for: floorInfo, outcomes: floorOutcomes, floorBytes: [], seed: seed(floorInfo))
        let floorBytes = floorOutcomes.map { outcome -> Double? in
            if case .completed = outcome.ending { return outcome.peakResidentBytes }
            return nil
        }
        let reports = scenarios.map { info in
            evaluator.report(for: info, outcomes: outcomes[info.name] ?? [], floorBytes: floorBytes, seed: seed(info))
        }
        let jemalloc = reports.lazy.compactMap(\.allocator).first?.version ?? floor.allocator?.version
        let measuredFloor = settings.instructions == true ? nil : floor
        let environment = await EnvironmentFingerprint.collect(
            jemallocVersion: jemalloc, binaries: [ExecutablePath.current(), launcher.executable]
        )
        return RunReport(
            runId: identity.runId, startedAt: identity.startedAt, durationSeconds: durationSeconds,
            environment: environment, settings: settings, residentFloor: measuredFloor, scenarios: reports
        )
    }

    /// The repetitions `info` runs: the run's, capped by the scenario's declared cap unless caps are off.
    public func repetitions(of info: ScenarioInfo) -> Int {
        appliesRepetitionCaps ? info.repetitions(of: settings.repetitions) : Swift.max(1, settings.repetitions)
    }

    func seed(_ info: ScenarioInfo) -> UInt64 { ScenarioSeed.derive(runSeed: settings.seed, scenario: info.name) }

    /// One repetition of one scenario: one worker, or — for a scenario split into parts — one worker per
    /// part side by side, their outcomes joined (`WorkerOutcome.joined`). A profiled run profiles the
    /// scenario whole, in one worker.
    func launch(_ info: ScenarioInfo) async -> WorkerOutcome {
        let count = info.parts ?? 1
        guard count > 1, launcher.profile == nil else { return await launch(info, part: nil) }
        let parts = (0..<count).compactMap { RunPart(index: $0, count: count) }
        let outcomes = await withTaskGroup(of: (Int, WorkerOutcome).self) { group in
            for part in parts { group.addTask { (part.index, await self.launch(info, part: part)) } }
            var outcomes: [(Int, WorkerOutcome)] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes.sorted { $0.0 < $1.0 }.map(\.1)
        }
        return WorkerOutcome.joined(outcomes)
    }

    /// One worker for one scenario (or one part of it); the first part's progress is the scenario's.
    func launch(_ info: ScenarioInfo, part: RunPart?) async -> WorkerOutcome {
        let observer = self.observer
        let name = info.name
        var worker = WorkerSettings(
            seed: seed(info), quick: settings.quick, iterations: info.name == FloorInfo.name ? nil : settings.iterations
        )
        worker.fixedLayout = fixedLayout
        worker.timeScale = settings.timeScale ?? 1
        worker.part = part
        let reports = (part?.index ?? 0) == 0
        return await launcher.launch(
            scenario: name, settings: worker,
            timeLimitSeconds: info.timeLimitSeconds ?? settings.defaultTimeLimitSeconds
        ) { phase, done, total in
            if reports { observer.workerProgressed(name, phase: phase, done: done, total: total) }
        }
    }
}

/// The catalogue line of the worker's built-in empty scenario (`harness-floor`).
public enum FloorInfo {
    /// The floor scenario's reserved name.
    public static let name = "harness-floor"

    /// What the parent needs to run it (its metrics come from the worker's `channels` frame).
    public static let scenario = ScenarioInfo(
        name: name, kind: .scenario, tags: ["harness"], parameters: [:], metrics: [],
        budgets: [], timeLimitSeconds: 60, tracksObjects: false
    )
}
