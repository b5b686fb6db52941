/// A report of schema version 1, as version 1 wrote it: read only to be migrated to the current schema.
///
/// Version 1 had a closed metric model (every metric smaller-is-better, single values stored as a
/// one-sample summary), one worker per scenario, one leak verdict (while held), and no resident floor.
struct ReportV1: Decodable {
    struct Metric: Decodable {
        var id: String
        var unit: String
        var summary: Summary
        var samples: KeptSamples
        var histogram: [PercentilePoint]?
    }

    struct Leaks: Decodable {
        var heapGrowthBytes: Double?
        var objects: [ObjectCount]
    }

    struct Budget: Decodable {
        struct Spec: Decodable {
            var metric: String
            var statistic: Statistic
            var comparison: BudgetComparison
            var limit: Double
        }
        var budget: Spec
        var measured: Double?
        var passed: Bool
    }

    struct Scenario: Decodable {
        var name: String
        var kind: ScenarioKind
        var tags: [String]
        var parameters: [String: String]
        var status: ScenarioStatus
        var failure: String?
        var seed: UInt64
        var warmupIterations: Int
        var measuredIterations: Int
        var durationSeconds: Double
        var clockOverheadNanoseconds: Double?
        var allocator: AllocatorInfo?
        var metrics: [Metric]
        var budgets: [Budget]
        var leaks: Leaks?
    }

    struct Settings: Decodable {
        var filter: String?
        var tags: [String]
        var quick: Bool
        var seed: UInt64
        var defaultTimeLimitSeconds: Double
        var maxKeptSamples: Int
    }

    var runId: String
    var startedAt: String
    var durationSeconds: Double
    var environment: EnvironmentFingerprint
    var settings: Settings
    var scenarios: [Scenario]
}
