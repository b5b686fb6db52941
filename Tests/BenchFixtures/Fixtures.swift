import BenchKit

/// The fixture scenarios.
enum Fixtures {
    static let all: [ScenarioDescriptor] = [ok, budgetBreach, leak, crash, hang, exitSeven, garbage, throwing]

    static let standardBudgets = [
        BudgetSpec(metric: .latency("switch"), statistic: .p100, comparison: .below, limit: 100e6),
        BudgetSpec(metric: .peakResident, statistic: .value, comparison: .below, limit: 30e6),
        BudgetSpec(metric: .heapGrowth, statistic: .value, comparison: .atMost, limit: 0),
        BudgetSpec(metric: .leakedObjects, statistic: .value, comparison: .atMost, limit: 0),
    ]

    static let ok = ScenarioDescriptor(
        name: "fixture-ok", kind: .scenario, tags: ["ok", "pr"], parameters: ["layouts": "3"],
        budgets: standardBudgets, timeLimitSeconds: 10
    ) { settings in
        let iterations = settings.quick ? 200 : 2_000
        FixtureData.pretendToMeasure(iterations)
        var data = FixtureData(seed: settings.seed)
        return FixtureData.result("fixture-ok", settings, iterations: iterations, metrics: [
            MetricSamples(id: .latency("switch"), values: data.latencies(iterations, median: 1.2e6)),
            MetricSamples(id: .peakResident, values: [14.2e6]),
            MetricSamples(id: .heapGrowth, values: [0]),
        ], objects: [ObjectCount(type: "KeyNode", live: 40, expected: 40)])
    }

    static let budgetBreach = ScenarioDescriptor(
        name: "fixture-budget-breach", kind: .scenario, tags: ["failing", "pr"], parameters: [:],
        budgets: [
            BudgetSpec(metric: .latency("switch"), statistic: .p50, comparison: .below, limit: 5e6),
            BudgetSpec(metric: .latency("switch"), statistic: .p100, comparison: .below, limit: 100e6),
            BudgetSpec(metric: .peakResident, statistic: .value, comparison: .below, limit: 30e6),
        ],
        timeLimitSeconds: 10
    ) { settings in
        var data = FixtureData(seed: settings.seed)
        var samples = data.latencies(500, median: 2e6)
        samples[250] = 180e6
        return FixtureData.result("fixture-budget-breach", settings, iterations: 500, metrics: [
            MetricSamples(id: .latency("switch"), values: samples),
            MetricSamples(id: .peakResident, values: [16e6]),
        ])
    }

    static let leak = ScenarioDescriptor(
        name: "fixture-leak", kind: .scenario, tags: ["failing"], parameters: [:],
        budgets: Array(standardBudgets.dropFirst(2)), timeLimitSeconds: 10
    ) { settings in
        var data = FixtureData(seed: settings.seed)
        return FixtureData.result("fixture-leak", settings, iterations: 300, metrics: [
            MetricSamples(id: .latency("switch"), values: data.latencies(300, median: 1.5e6)),
            MetricSamples(id: .peakResident, values: [15e6]),
            MetricSamples(id: .heapGrowth, values: [48_128]),
        ], objects: [
            ObjectCount(type: "KeyNode", live: 52, expected: 40),
            ObjectCount(type: "LayoutTree", live: 3, expected: 1),
            ObjectCount(type: "KeyboardAppearance", live: 1, expected: 1),
        ])
    }
}
