import BenchReport

/// Runs a paired A/B run: the baseline worker and the current worker measured in the same run, their
/// workers alternating in ABBA order (`PairedSchedule`), same scenarios, same seeds. Produces one run
/// report per side; repetition i of each side ran in round i, next to the other side's, and both
/// reports carry the same `pairing` so `compare` judges them pair by pair.
public struct PairedSuiteRunner: Sendable {
    /// Both sides' reports.
    public struct Output: Sendable {
        /// The baseline worker's report.
        public var baseline: RunReport
        /// The current worker's report.
        public var current: RunReport
    }

    /// The run's settings (`repetitions` = rounds = pairs).
    public let settings: HarnessSettings
    var baseline: SuiteRunner
    var current: SuiteRunner
    let observer: any SuiteObserver

    /// A runner of the baseline worker at `baselineWorker` against the current one at `currentWorker`.
    /// With `instructions`, both sides count instructions (each with its own stripped worker copy).
    public init(
        settings: HarnessSettings, baselineWorker: String, currentWorker: String,
        observer: any SuiteObserver = SilentSuiteObserver(),
        instructions: (baseline: InstructionMode, current: InstructionMode)? = nil
    ) {
        self.settings = settings
        self.observer = observer
        baseline = SuiteRunner(
            settings: settings, worker: baselineWorker, observer: SideObserver(base: observer, side: .baseline),
            instructions: instructions?.baseline)
        current = SuiteRunner(
            settings: settings, worker: currentWorker, observer: observer, instructions: instructions?.current)
        baseline.fixedLayout = true
        current.fixedLayout = true
        // The signed-rank test judges pairs: a capped scenario still runs every pair.
        baseline.appliesRepetitionCaps = false
        current.appliesRepetitionCaps = false
    }

    /// Profiles both sides' measuring workers, each into its own session (`run --against --profile`).
    public mutating func profile(baseline baselineSession: ProfileSession, current currentSession: ProfileSession) {
        baseline.launcher.profile = baselineSession
        current.launcher.profile = currentSession
    }

    /// Runs the baseline worker's `baselineScenarios` and the current worker's `currentScenarios`
    /// (a scenario one side lacks runs on the other side only: `new` or `missing` in the comparison).
    public func run(
        baseline baselineScenarios: [ScenarioInfo], current currentScenarios: [ScenarioInfo],
        identity: RunIdentity = RunIdentity()
    ) async -> Output {
        let clock = ContinuousClock()
        let start = clock.now
        WorkerFile.settle(baseline.launcher.executable)
        WorkerFile.settle(current.launcher.executable)
        let floors = settings.instructions == true ? [] : [FloorInfo.name]
        let names =
            floors + currentScenarios.map(\.name)
            + baselineScenarios.map(\.name).filter { name in !currentScenarios.contains { $0.name == name } }
        // Each side runs a scenario as its own worker describes it (a baseline built before a scenario was
        // split runs it whole).
        let infos: [PairedSide: [String: ScenarioInfo]] = [
            .baseline: Self.byName(baselineScenarios), .current: Self.byName(currentScenarios),
        ]
        let slots = PairedSchedule.slots(
            rounds: settings.repetitions, scenarios: names,
            baseline: Set(baselineScenarios.map(\.name) + [FloorInfo.name]),
            current: Set(currentScenarios.map(\.name) + [FloorInfo.name])
        )
        var outcomes: [PairedSide: [String: [WorkerOutcome]]] = [.baseline: [:], .current: [:]]
        for (index, slot) in slots.enumerated() {
            guard let outcome = await launch(slot, infos, index: index, count: slots.count) else { continue }
            outcomes[slot.side, default: [:]][slot.scenario, default: []].append(outcome)
        }
        var baseIdentity = identity
        baseIdentity.runId = identity.runId + "-baseline"
        var reports = await assemble(
            baselineScenarios, currentScenarios, outcomes, baseIdentity, identity, (clock.now - start).seconds)
        let again =
            instructionsCounted ? [] : PairedRemeasure.pairs(baseline: reports.baseline, current: reports.current)
        if !again.isEmpty {
            let retries = again.flatMap { pair in
                PairedSchedule.order(round: pair.round).map {
                    PairedSchedule.Slot(round: pair.round, scenario: pair.scenario, side: $0)
                }
            }
            for (index, slot) in retries.enumerated() {
                guard let outcome = await launch(slot, infos, index: index, count: retries.count),
                    var list = outcomes[slot.side]?[slot.scenario], slot.round - 1 < list.count
                else { continue }
                list[slot.round - 1] = outcome
                outcomes[slot.side]?[slot.scenario] = list
            }
            reports = await assemble(
                baselineScenarios, currentScenarios, outcomes, baseIdentity, identity, (clock.now - start).seconds)
        }
        observer.analysing()
        let remeasured = again.map { "\($0.scenario)#\($0.round)" }
        reports.baseline.pairing = pairing(identity, .baseline, remeasured: remeasured)
        reports.current.pairing = pairing(identity, .current, remeasured: remeasured)
        return reports
    }

    private var instructionsCounted: Bool { settings.instructions == true }

    /// One side's scenarios by name, the resident floor's included.
    static func byName(_ scenarios: [ScenarioInfo]) -> [String: ScenarioInfo] {
        Dictionary((scenarios + [FloorInfo.scenario]).map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Starts one worker of the schedule, telling the observer.
    private func launch(
        _ slot: PairedSchedule.Slot, _ infos: [PairedSide: [String: ScenarioInfo]], index: Int, count: Int
    ) async -> WorkerOutcome? {
        guard let info = infos[slot.side]?[slot.scenario] else { return nil }
        let runner = slot.side == .baseline ? baseline : current
        let shown = SideObserver.label(slot.scenario, slot.side)
        observer.workerStarted(shown, repetition: slot.round, index: index + 1, count: count)
        let outcome = await runner.launch(info)
        observer.workerFinished(shown, repetition: slot.round, outcome: outcome)
        return outcome
    }

    /// Both sides' reports from the outcomes so far.
    private func assemble(
        _ baselineScenarios: [ScenarioInfo], _ currentScenarios: [ScenarioInfo],
        _ outcomes: [PairedSide: [String: [WorkerOutcome]]],
        _ baseIdentity: RunIdentity, _ identity: RunIdentity, _ seconds: Double
    ) async -> Output {
        let baseReport = await baseline.assemble(
            baselineScenarios, outcomes: outcomes[.baseline] ?? [:], identity: baseIdentity, durationSeconds: seconds)
        let currentReport = await current.assemble(
            currentScenarios, outcomes: outcomes[.current] ?? [:], identity: identity, durationSeconds: seconds)
        return Output(baseline: baseReport, current: currentReport)
    }

    func pairing(_ identity: RunIdentity, _ side: PairedSide, remeasured: [String]) -> PairingInfo {
        var info = PairingInfo(
            id: identity.runId, role: side, pairs: Swift.max(1, settings.repetitions),
            baselineWorker: baseline.launcher.executable, currentWorker: current.launcher.executable
        )
        info.fixedLayout = true
        info.remeasured = remeasured
        return info
    }
}

/// Shows a baseline worker's progress under its scenario's name marked `(baseline)`.
struct SideObserver: SuiteObserver {
    let base: any SuiteObserver
    let side: PairedSide

    static func label(_ name: String, _ side: PairedSide) -> String { side == .baseline ? "\(name) (baseline)" : name }

    func workerProgressed(_ name: String, phase: WorkerPhase, done: Int, total: Int) {
        base.workerProgressed(Self.label(name, side), phase: phase, done: done, total: total)
    }
}
