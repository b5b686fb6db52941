import BenchReport
import Foundation
import Testing

@Suite("report coding")
struct ReportCodingTests {
    @Test("a report round-trips through JSON, infinities included")
    func roundTrip() throws {
        let report = SampleReports.report()
        let encoded = try ReportCoding.encode(report)
        let decoded = try ReportCoding.decode(encoded)
        // Compared as re-encoded bytes: a summary of samples with ∞ has a NaN stddev, and NaN ≠ NaN.
        #expect(try ReportCoding.encode(decoded) == encoded)
        #expect(decoded.scenarios.map(\.name) == report.scenarios.map(\.name))
        #expect(decoded.scenarios[0].metrics[0].summary?.max == .infinity)
        #expect(decoded.residentFloorBytes == 8.9e6)
    }

    @Test("keys are snake_case; units, polarity, shape and repetitions are written")
    func snakeCase() throws {
        let text = String(decoding: try ReportCoding.encode(SampleReports.report()), as: UTF8.self)
        for needle in [
            "\"schema_version\" : 2", "\"measured_iterations\"", "\"polarity\" : \"larger_is_better\"",
            "\"shape\" : \"distribution\"", "\"unit\" : \"ratio\"", "\"after_release\"", "\"resident_floor\"",
            "\"cpu_read_nanoseconds\"", "\"involuntary_context_switches\"", "\"inf\"",
        ] {
            #expect(text.contains(needle), "\(needle)")
        }
        #expect(!text.contains("schemaVersion"))
    }

    @Test("a report with an unknown schema_version is refused by name")
    func wrongSchema() throws {
        var report = SampleReports.report()
        report.schemaVersion = 99
        #expect(throws: ReportDecodingError.unsupportedSchemaVersion(found: 99, supported: reportSchemaVersion)) {
            try ReportCoding.decode(try ReportCoding.encode(report))
        }
        #expect(
            "\(ReportDecodingError.unsupportedSchemaVersion(found: 99, supported: 2))"
                == "report has schema_version 99; this tool reads schema_version 1 to 2")
    }

    @Test("data that is not a report is refused")
    func notAReport() {
        #expect(throws: ReportDecodingError.self) { try ReportCoding.decode(Data("{\"a\":1}".utf8)) }
        #expect(throws: ReportDecodingError.self) { try ReportCoding.decode(Data("{\"schema_version\":2}".utf8)) }
        #expect(throws: ReportDecodingError.self) { try ReportCoding.decode(Data([0xFF, 0x00])) }
    }
}

@Suite("schema version 1 migration")
struct MigrationTests {
    /// A report written by the version-1 harness (commit 8904d0a), committed as it was.
    static func v1() throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: "report-v1", withExtension: "json", subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    @Test("a version-1 report is read and migrated: distributions stay distributions, single values become values")
    func migrates() throws {
        let report = try ReportCoding.decode(try Self.v1())
        #expect(report.schemaVersion == reportSchemaVersion)
        #expect(report.residentFloor == nil)
        #expect(report.settings.repetitions == 1)
        #expect(report.scenarios.map(\.name) == ["layout-switch-storm-light", "cached-switch"])
        let storm = report.scenarios[0]
        let switches = try #require(storm.metric(.latency("switch")))
        #expect(
            switches.shape == .distribution && switches.polarity == .smallerIsBetter && switches.unit == .nanoseconds)
        #expect(switches.summary?.n == 1500)
        let summary = try #require(switches.summary)
        #expect(switches.repetitions == [summary.p50])
        let peak = try #require(storm.metric(.peakResident))
        #expect(peak.shape == .value && peak.summary == nil && (peak.value ?? 0) > 1e6)
        #expect(storm.metric(.heapGrowth)?.deterministic == true)
        #expect(storm.leaks?.whileHeld.map(\.type).sorted() == ["KeyNode", "KeyRowNode", "KeyboardTree"])
        #expect(storm.leaks?.afterRelease == [])
        #expect(storm.budgets.first { $0.budget.metric == .peakResident }?.budget.unit == .bytes)
        #expect(storm.clock?.cpuReadNanoseconds.isNaN == true)
        let bench = report.scenarios[1]
        #expect(bench.kind == .benchmark)
        #expect(bench.metric(.allocations("switch"))?.shape == .value)
    }

    @Test("a migrated report renders and re-encodes as version 2")
    func rendersAndReencodes() throws {
        let report = try ReportCoding.decode(try Self.v1())
        let again = try ReportCoding.decode(try ReportCoding.encode(report))
        #expect(again.scenarios.map(\.name) == report.scenarios.map(\.name))
        #expect(MarkdownReport.render(report).contains("layout-switch-storm-light"))
    }
}

@Suite("markdown")
struct MarkdownTests {
    @Test(
        "a summary row per scenario, then every metric with its direction, budgets, both leak verdicts, slowest calls and noise"
    )
    func content() {
        let markdown = MarkdownReport.render(SampleReports.report())
        for needle in [
            "| `switch-storm` | ❌ failed | switch 2.05 ms | 12.1 MB |",
            "| `crasher` | 💥 crashed |",
            "Resident floor (the worker running an empty scenario): 8.90 MB",
            "| accuracy | ↑ | 99.0 % |",
            "| switch/wall_time | ↓ | 2.00 ms | inf | inf |",
            "| accuracy ≥ 99.5 % | 99.0 % | **broken** |",
            "| KeyNode | 5 | 5 | 3 | 0 | **3** |",
            "| switch | 4.20 ms | – | – | 7 | 1 | 2 |",
            "| 1 | passed | 12.0 MB | 4 | 0 | 9 minor, 0 major |",
            "<details><summary><b>switch-storm</b>",
            "`0123456789ab` (dirty)",
            "CPU-clock cost 580 ns taken out of cpu_time",
            "2× · max/min 1.05",
        ] {
            #expect(markdown.contains(needle), "\(needle)")
        }
    }

    @Test("a worker that reads the CPU clock after switches only says how cpu_time was read, nothing taken out")
    func cpuClockReadAfterSwitchesOnly() {
        var report = SampleReports.report()
        for index in report.scenarios.indices {
            report.scenarios[index].clock = ClockCosts(wallReadNanoseconds: 20, cpuReadNanoseconds: 0)
        }
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("cpu_time: the wall time of a call the thread ran unswitched"))
        #expect(!markdown.contains("taken out of cpu_time"))
    }
}

@Suite("markdown side by side")
struct SideBySideTests {
    static func scenario(_ name: String, locator: String, layout: String, p50: Double) -> ScenarioReport {
        ScenarioReport(
            name: name, kind: .benchmark, tags: [],
            parameters: ["locator": locator, "layout": layout, "compare": "locator"],
            status: .passed, failure: nil, seed: 1, durationSeconds: 1,
            metrics: [
                MetricReport(
                    spec: MetricSpec.perCall("lookup")[0], summary: Summary(of: [p50]), value: nil, repetitions: [p50])
            ]
        )
    }

    @Test("scenarios declaring a compare key are grouped by their other parameters, with ratios to the fastest")
    func groups() {
        var report = SampleReports.report()
        report.scenarios = [
            Self.scenario("a", locator: "linear", layout: "en", p50: 100),
            Self.scenario("b", locator: "grid", layout: "en", p50: 20),
            Self.scenario("c", locator: "hash", layout: "en", p50: 25),
            Self.scenario("d", locator: "linear", layout: "de", p50: 90),
            Self.scenario("e", locator: "grid", layout: "de", p50: 30),
        ]
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("<b>Side by side</b> — 2 group(s)"))
        #expect(markdown.contains("**lookup by locator: layout en**"))
        #expect(markdown.contains("| linear | 100 ns | 5.00× |"))
        #expect(markdown.contains("| grid | 20.0 ns | 1.00× |"))
        #expect(markdown.contains("| hash | 25.0 ns | 1.25× |"))
        #expect(markdown.contains("| linear | 90.0 ns | 3.00× |"))
        #expect(!MarkdownReport.render(SampleReports.report()).contains("Side by side"))
    }
}
