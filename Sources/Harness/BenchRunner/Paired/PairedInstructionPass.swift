import BenchReport

/// The instruction pass of a paired run: after the timed rounds, each side's worker runs every shared
/// scenario once more under callgrind (`InstructionMode`), and the `<operation>/instructions` counts
/// join that side's report, so `compare` can read each timing beside the instruction count of the same
/// operation (`InstructionCrossCheck` in PerfCI). Counts are deterministic and do not depend on the
/// machine's load, so one pass a side suffices and the two sides run at the same time, after the timed
/// rounds (never beside them).
public struct PairedInstructionPass: Sendable {
    /// The counting settings: the paired run's, with one repetition, instruction mode and no time scale.
    public let settings: HarnessSettings
    let baseline: SuiteRunner
    let current: SuiteRunner

    /// A pass of the baseline worker under `modes.baseline` and the current worker under `modes.current`,
    /// with the paired run's `settings` (seed, quick, iterations); `observer` sees the current side.
    public init(
        settings paired: HarnessSettings, modes: (baseline: InstructionMode, current: InstructionMode),
        baselineWorker: String, currentWorker: String, observer: any SuiteObserver = SilentSuiteObserver()
    ) {
        var settings = paired
        settings.repetitions = 1
        settings.instructions = true
        settings.timeScale = nil
        self.settings = settings
        baseline = SuiteRunner(settings: settings, worker: baselineWorker, instructions: modes.baseline)
        current = SuiteRunner(
            settings: settings, worker: currentWorker, observer: observer, instructions: modes.current)
    }

    /// Counts the scenarios both sides share and returns both reports with the counts added; the names
    /// of the scenarios a side could not count come back beside them (their timings stay unchecked).
    public func run(_ reports: PairedSuiteRunner.Output, scenarios: [ScenarioInfo]) async -> (
        PairedSuiteRunner.Output, unchecked: [String]
    ) {
        let shared = Set(reports.baseline.scenarios.map(\.name)).intersection(reports.current.scenarios.map(\.name))
        let selected = scenarios.filter { shared.contains($0.name) }
        async let counted = baseline.run(selected)
        let currentCounts = await current.run(selected)
        let baselineCounts = await counted
        var output = reports
        output.baseline = Self.merge(baselineCounts, into: reports.baseline)
        output.current = Self.merge(currentCounts, into: reports.current)
        let unchecked = selected.map(\.name).filter { name in
            !Self.counted(name, in: baselineCounts) || !Self.counted(name, in: currentCounts)
        }
        return (output, unchecked)
    }

    /// `report` with every `<operation>/instructions` metric of `counts` added to the scenario of the
    /// same name (a metric it already has stays as it is).
    public static func merge(_ counts: RunReport, into report: RunReport) -> RunReport {
        var report = report
        for index in report.scenarios.indices {
            guard let source = counts.scenarios.first(where: { $0.name == report.scenarios[index].name }) else {
                continue
            }
            let names = Set(report.scenarios[index].metrics.map(\.id.name))
            report.scenarios[index].metrics += source.metrics.filter { metric in
                isInstructionCount(metric.id) && !names.contains(metric.id.name)
            }
        }
        return report
    }

    /// Whether `scenario` came back from the pass with at least one instruction count.
    static func counted(_ scenario: String, in report: RunReport) -> Bool {
        report.scenarios.first { $0.name == scenario }?.metrics.contains { isInstructionCount($0.id) } ?? false
    }

    static func isInstructionCount(_ id: MetricID) -> Bool {
        id.operation != nil && id.kind == MetricCatalogue.instructions.name
    }
}
