import BenchReport
import Determinism
import Foundation
import Testing

@Suite("compact history entries and the headline rule")
struct HistoryRecordTests {
    static func fixture(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return try Data(contentsOf: url.appendingPathComponent(name))
    }

    @Test("a v1 report is read and compacted: same figures per repetition, p50/p99/max, interval, unit, polarity")
    func compactsVersion1() throws {
        let data = try Self.fixture("report-v1.json")
        let report = try ReportCoding.decode(data)
        let record = try HistoryRecord.decode(data)
        #expect(record.reportSchemaVersion == 1 && record.format == HistoryRecord.formatName)
        #expect(record.scenarios.map(\.name) == report.scenarios.map(\.name))
        for (full, compact) in zip(report.scenarios, record.scenarios) {
            #expect(compact.status == full.status && compact.budgets.count == full.budgets.count)
            for metric in full.metrics {
                let kept = try #require(compact.metrics.first { record.name($0.name) == metric.id.name })
                let spec = record.spec(of: kept)
                #expect(
                    spec.unit == metric.unit && spec.polarity == metric.polarity
                        && spec.deterministic == metric.deterministic)
                let expected = (metric.repetitions.isEmpty ? [metric.headline].compactMap { $0 } : metric.repetitions)
                #expect(zip(kept.repetitions, expected).allSatisfy { abs($0 - $1) <= abs($1) * 1e-5 })
                if let summary = metric.summary {
                    #expect(abs((kept.p99 ?? kept.figure) - summary.p99) <= summary.p99 * 1e-5)
                    #expect(abs((kept.max ?? kept.figure) - summary.max) <= summary.max * 1e-5)
                    #expect(kept.interval != nil || metric.deterministic)
                }
            }
        }
        let encoded = try record.encoded()
        #expect(try HistoryRecord.decode(encoded) == record, "an entry reads back as itself")
        #expect(
            encoded.count * 5 < data.count,
            "the entry is far smaller than the full report (\(encoded.count) vs \(data.count) bytes)")
    }

    @Test("a v2 report compacts; an entry of a newer format is refused by name")
    func compactsVersion2AndRefusesNewer() throws {
        let report = SampleReports.report()
        let record = try HistoryRecord.decode(try ReportCoding.encode(report))
        #expect(record.reportSchemaVersion == 2 && record.repetitions == 2)
        var newer = String(decoding: try record.encoded(), as: UTF8.self)
        newer = newer.replacingOccurrences(of: "\"format_version\":1", with: "\"format_version\":9")
        #expect(throws: ReportDecodingError.self) { try HistoryRecord.decode(Data(newer.utf8)) }
        #expect(throws: ReportDecodingError.self) {
            try HistoryRecord.decode(Data("{\"format\":\"keyboard-bench-history-entry\"}".utf8))
        }
    }

    @Test("figures are kept to 6 significant digits")
    func rounding() {
        #expect(HistoryRecord.rounded(1234.56789012) == 1234.57)
        #expect(HistoryRecord.rounded(0.000123456789) == 0.000123457)
        #expect(HistoryRecord.rounded(17) == 17 && HistoryRecord.rounded(0) == 0)
        #expect(HistoryRecord.rounded(.infinity) == .infinity)
    }

    @Test("headline: a budgeted time, else a wall time — never an allocation count of 0")
    func headlineRule() {
        typealias C = HeadlineRule.Candidate
        let batch = [
            C(name: "batch/wall_time", unit: "ns"), C(name: "batch/allocations", unit: "count"),
            C(name: "batch_per_point", unit: "ns"),
        ]
        #expect(HeadlineRule.pick(batch, budgeted: ["batch/allocations"]) == 0)
        let budgetedTime = [C(name: "type/wall_time", unit: "ns"), C(name: "switch/wall_time", unit: "ns")]
        #expect(HeadlineRule.pick(budgetedTime, budgeted: ["switch/wall_time"]) == 1)
        let noTime = [C(name: "peak_resident", unit: "bytes"), C(name: "accuracy", unit: "ratio")]
        #expect(HeadlineRule.pick(noTime, budgeted: ["accuracy"]) == 1)
        #expect(HeadlineRule.pick([], budgeted: []) == nil)
    }

    @Test("the headline figure is the median of the repetitions' figures, not the pooled p50")
    func headlineFigure() throws {
        let scenario = SampleReports.failing()
        let metric = try #require(scenario.headlineMetric)
        #expect(metric.headline == Median.of(metric.repetitions))
        #expect(HeadlineRule.figure(repetitions: [1.53, 1.2, 1.6], fallback: 1.29) == 1.53)
        #expect(HeadlineRule.figure(repetitions: [], fallback: 1.29) == 1.29)
    }

    @Test("raw samples are dropped on request, everything else stays")
    func dropRawSamples() throws {
        var scenario = SampleReports.failing()
        #expect(scenario.hasRawSamples)
        // Compared as JSON: a summary over ∞ has a NaN stddev, and NaN ≠ NaN.
        let before = try ReportCoding.encodeCompact(scenario.metrics.map(\.summary))
        scenario.dropRawSamples()
        #expect(!scenario.hasRawSamples)
        #expect(try ReportCoding.encodeCompact(scenario.metrics.map(\.summary)) == before)
    }
}
