import BenchReport
import PerfModel
/// What the dashboard and `history changes` need of a history, gathered one run at a time (oldest
/// first): every metric series and budget series, each machine's latest run, the scenario names in
/// first-seen order.
/// Memory grows with the series' points, not with the runs' full contents.
public struct HistoryDigest: Sendable {
    /// Every series so far.
    public var series: [MetricSeries] { builder.series }
    /// Every budget's measured figures so far (when the digest collects them).
    public var budgetSeries: [BudgetSeries] { budgets.series }
    /// Whether `add` gathers the budget series (the dashboard's charts; `history changes` needs none).
    let collectsBudgets: Bool
    /// Machines in first-seen order.
    public private(set) var machines: [String] = []
    /// Each machine's newest run.
    public private(set) var latestByMachine: [String: HistoryRecord] = [:]
    /// Scenario names in first-seen order.
    public private(set) var scenarioNames: [String] = []
    /// Runs added.
    public private(set) var runCount = 0
    /// The newest run added.
    public private(set) var latest: HistoryRecord?

    private var builder = MetricSeries.Builder()
    private var budgets = BudgetSeries.Builder()
    private var knownScenarios: Set<String> = []

    /// An empty digest, gathering the budget series too when `collectingBudgets`.
    public init(collectingBudgets: Bool = false) { collectsBudgets = collectingBudgets }

    /// A digest of `runs`, oldest first, gathering the budget series too when `collectingBudgets`.
    public init(runs: [HistoryRun], collectingBudgets: Bool = false) {
        collectsBudgets = collectingBudgets
        builder.expectedRuns = runs.count
        for run in runs { add(run.record) }
    }

    /// Runs still to come: each new series reserves room for them.
    public mutating func expect(runs: Int) { builder.expectedRuns = runs }

    /// Adds the next run (oldest first).
    public mutating func add(_ record: HistoryRecord) {
        builder.add(record)
        if collectsBudgets { budgets.add(record) }
        let machine = record.fingerprint
        if latestByMachine[machine] == nil { machines.append(machine) }
        latestByMachine[machine] = record
        for scenario in record.scenarios where knownScenarios.insert(scenario.name).inserted {
            scenarioNames.append(scenario.name)
        }
        runCount += 1
        latest = record
    }
}

extension HistoryStore {
    /// The digest of every run that reads (through the index), refusing a history where none does;
    /// with the budget series when `collectingBudgets`.
    public func digest(collectingBudgets: Bool = false) throws -> (digest: HistoryDigest, unreadable: [String]) {
        var digest = HistoryDigest(collectingBudgets: collectingBudgets)
        let scanned = try scan(expecting: { digest.expect(runs: $0) }) { digest.add($0.record) }
        guard scanned.count > 0 else {
            if let first = scanned.unreadable.first {
                throw PerfCIError("history \(root) has no readable run (\(first))")
            }
            throw PerfCIError("history \(root) is empty: add a report with `keyboard-bench history add`")
        }
        return (digest, scanned.unreadable)
    }
}
