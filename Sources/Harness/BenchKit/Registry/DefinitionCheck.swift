import BenchModel

/// Checks one declaration when the registry is built, so a mistake is one line naming the scenario
/// before anything runs: missing or misplaced words, names outside the metric character set, budgets
/// on metrics the scenario does not measure, in the wrong unit, direction or statistic.
struct DefinitionCheck<S> {
    let name: String
    let kind: ScenarioKind
    let plan: ScenarioPlan<S>
    let layout: ChannelLayout

    /// Every problem, one line each (`scenario 'x' has no Repeat block`).
    func problems() -> [String] {
        let found = structure() + names() + repeatedWords() + stepProblems() + plan.budgets.compactMap(budgetProblem)
        return found.map { "\(kind) '\(name)' \($0)" }
    }

    private func structure() -> [String] {
        var problems: [String] = []
        if plan.subject == nil { problems.append("has no Subject") }
        switch kind {
        case .scenario:
            if let repeated = plan.repeated {
                if layout.operations.isEmpty {
                    problems.append("measures nothing: its Repeat block has no measured step")
                }
                if let problem = Self.countProblem("Repeat", repeated.iterations, least: 1) { problems.append(problem) }
            } else {
                problems.append("has no Repeat block")
            }
            if let warmup = plan.warmup, let problem = Self.countProblem("Warmup", warmup.iterations, least: 0) {
                problems.append(problem)
            }
            if !plan.measured.isEmpty {
                problems.append("has a top-level Measure; in a Scenario, Measure goes inside Repeat")
            }
            if plan.minimumTime != nil {
                problems.append("has MinimumTime, a Benchmark word; a Scenario repeats a fixed count")
            }
            if plan.sampling != nil {
                problems.append("has Sampling, a Benchmark word; a Scenario repeats a fixed count")
            }
        case .benchmark:
            if plan.measured.isEmpty {
                problems.append("must measure at least one operation (a top-level Measure), has none")
            }
            if layout.operations.count != plan.measured.count {
                problems.append(
                    "has \(plan.measured.count) Measure steps but \(layout.operations.count) distinct operation(s): each Measure of a benchmark needs its own operation name"
                )
            }
            if plan.minimumTime != nil, plan.sampling != nil {
                problems.append("has both MinimumTime and Sampling; choose one stop rule")
            }
            if let sampling = plan.sampling, let problem = sampling.problem {
                problems.append("has Sampling \(problem)")
            }
            if plan.repeated != nil || plan.warmup != nil {
                problems.append("uses Warmup/Repeat; a Benchmark warms up and repeats by itself")
            }
        }
        if let limit = plan.timeLimit, !(limit > 0 && limit.isFinite) {
            problems.append("has TimeLimit \(limit); it must be a positive number of seconds")
        }
        if let problem = plan.repetitionCap?.problem { problems.append(problem) }
        return problems
    }

    /// A `Repeat` or `Warmup` count below `least` in a full or a quick run (`Repeat(0)` measures nothing:
    /// its memory budgets would pass on no work).
    static func countProblem(_ word: String, _ count: IterationCount, least: Int) -> String? {
        guard count.full < least || count.quick < least else { return nil }
        let declared = count.full < least ? "\(word)(\(count.full))" : "\(word)(\(count.full), quick: \(count.quick))"
        let rule = least == 1 ? "at least 1 (a Repeat of no iteration measures nothing)" : "0 or more"
        return "has \(declared); both counts (full and quick) must be \(rule)"
    }

    private func names() -> [String] {
        var problems: [String] = []
        if !ScenarioName.isValid(name) { problems.append("has an invalid name: use 1–64 characters of a-z 0-9 _ - .") }
        for operation in layout.operations where !MetricName.isValid(operation) {
            problems.append("measures operation '\(operation)': operation names are 1–64 characters of a-z 0-9 _ - .")
        }
        for spec in plan.metrics {
            if !MetricName.isValid(spec.id.name) {
                problems.append("declares metric '\(spec.id)': metric names are 1–64 characters of a-z 0-9 _ - .")
            }
            if MetricSpec.builtIn(spec.id) != nil {
                problems.append("declares metric '\(spec.id)', which the harness measures itself")
            }
        }
        for record in plan.records
        where !plan.metrics.contains(where: { $0.id.name == record.metric && $0.shape == .value }) {
            problems.append("records '\(record.metric)' but declares no single-valued Metric of that name")
        }
        return problems
    }

    /// Each step's problems, naming the step: its block and its operation with a number when the
    /// block has several of it (`in Repeat, step 'type' #2`), or its position when it has no operation.
    private func stepProblems() -> [String] {
        let blocks = [
            ("Warmup", plan.warmup?.steps ?? []), ("Repeat", plan.repeated?.steps ?? []), ("Measure", plan.measured),
        ]
        return blocks.flatMap { block, steps in
            steps.enumerated().flatMap { position, step in
                step.problems().map { "in \(block), \(Self.stepName(step, at: position, among: steps)), \($0)" }
            }
        }
    }

    static func stepName(_ step: Step<S>, at position: Int, among steps: [Step<S>]) -> String {
        guard let operation = step.operation else { return "step \(position + 1)" }
        let same = steps.filter { $0.operation == operation }.count
        guard same > 1 else { return "step '\(operation)'" }
        let number = steps[...position].filter { $0.operation == operation }.count
        return "step '\(operation)' #\(number)"
    }

    private func repeatedWords() -> [String] {
        [
            "Subject", "Warmup", "Repeat", "TrackObjects", "TimeLimit", "Repetitions", "MinimumTime", "Sampling",
        ].compactMap { word in
            (plan.wordCounts[word] ?? 0) > 1
                ? "declares \(word) \(plan.wordCounts[word] ?? 0) times; once is allowed" : nil
        }
    }

    private func budgetProblem(_ budget: BudgetSpec) -> String? {
        if plan.census == nil, MetricSpec.leaks.contains(where: { $0.id == budget.metric }) {
            return
                "has a budget on \(budget.metric) but tracks no objects: add TrackKeyboardObjects() (or TrackObjects { … } for a subject of your own)"
        }
        guard let spec = (layout.specs + MetricSpec.resident).first(where: { $0.id == budget.metric }) else {
            let known = layout.operations.map { "'\($0)'" }.joined(separator: ", ")
            return
                "has a budget on \(budget.metric), which it does not measure (operations: \(known.isEmpty ? "none" : known))"
        }
        if budget.unit != spec.unit {
            return "has a budget on \(budget.metric) in \(budget.unit), but the metric is in \(spec.unit)"
        }
        if !budget.comparison.suits(spec.polarity) {
            let words =
                spec.polarity == .largerIsBetter
                ? "a floor: use atLeast: or above:" : "a ceiling: use atMost: or below:"
            return
                "has a budget '\(budget.comparison.symbol)' on \(budget.metric), which is \(spec.polarity.rawValue.replacingUnderscores); it needs \(words)"
        }
        if (spec.shape == .value) != (budget.statistic == .value) {
            return spec.shape == .value
                ? "has a budget on \(budget.metric) \(budget.statistic.label); it has one value per run: leave the statistic out"
                : "has a budget on \(budget.metric) without a statistic; it is a distribution: name one (.p50, .p99, .p100)"
        }
        if !budget.limit.isFinite { return "has a budget on \(budget.metric) with a limit that is not a finite number" }
        return nil
    }
}

/// The character set of scenario names (they become file names and report keys).
enum ScenarioName {
    /// 1–64 characters of `a-z 0-9 _ - .`, starting with a letter or digit.
    static func isValid(_ name: String) -> Bool { MetricName.isValid(name) }
}

extension String {
    var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
