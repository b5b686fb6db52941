import BenchReport
import Foundation
import Testing
@testable import PerfCI

/// Issue 18 item 26: PerfCI reads BenchReport's model — a report, a compact history entry and a run of
/// the history index are all a `RunReport` — and every file written before stays readable.
@Suite("One model of a run: reports, history entries and the index")
struct OneModelTests {
    /// The twelve recorded reports as a history stores them (compact entries), by run id.
    static func storedRuns() throws -> [String: RunReport] {
        var runs: [String: RunReport] = [:]
        for path in Fixture.historyReports {
            let run = try ReportInput.standard.compact(try ReportInput.bytes(at: path)).run
            runs[run.runId] = run
        }
        return runs
    }

    @Test("an index written by issue 16's code reads, each run as its entry reads, and writes back byte for byte")
    func indexOfIssue16Reads() throws {
        let index = HistoryIndex.load(Fixture.path("index/runs-issue16.bin"))
        #expect(index.records.count == 12)
        let stored = try Self.storedRuns()
        var interner: [String: String] = [:]
        for record in index.records.values {
            let run = try RunCodec.decode(record.bytes, interner: &interner)
            #expect(RunCodec.encode(run) == Array(record.bytes), "\(run.runId) re-encodes differently")
            let entry = try #require(stored[run.runId])
            #expect(run.fingerprint == entry.fingerprint && run.commit == entry.commit)
            #expect(run.environment.machineId == entry.environment.machineId && run.environment.os == entry.environment.os)
            #expect(run.settings.repetitions == entry.settings.repetitions)
            #expect(run.scenarios.map(\.name) == entry.scenarios.map(\.name))
            #expect(run.scenarios.map(\.status) == entry.scenarios.map(\.status))
            for (scenario, expected) in zip(run.scenarios, entry.scenarios) {
                #expect(scenario.metrics.map(\.name) == expected.metrics.map(\.name))
                #expect(scenario.metrics.map(\.repetitions) == expected.metrics.map(\.repetitions))
                #expect(scenario.metrics.map(\.unit) == expected.metrics.map(\.unit))
                #expect(scenario.metrics.map(\.polarity) == expected.metrics.map(\.polarity))
                #expect(scenario.budgets.map(\.budget) == expected.budgets.map(\.budget))
                #expect(scenario.budgets.map(\.passed) == expected.budgets.map(\.passed))
                #expect(scenario.headlineMetric?.name == expected.headlineMetric?.name)
            }
        }
    }

    @Test("a history entry reads as the report it was made from: figures, headline, kept statistics")
    func entryReadsAsItsReport() throws {
        for path in Fixture.historyReports {
            let report = try Fixture.run(String(path.dropFirst(Fixture.root.count + 1)))
            let entry = try ReportInput.standard.compact(try ReportInput.bytes(at: path)).run
            #expect(entry.runId == report.runId && entry.fingerprint == report.fingerprint)
            for (kept, full) in zip(entry.scenarios, report.scenarios) {
                #expect(kept.headlineMetric?.name == full.headlineMetric?.name)
                for (metric, original) in zip(kept.metrics, full.metrics) {
                    #expect(metric.name == original.name && metric.unit == original.unit && metric.polarity == original.polarity)
                    #expect(abs(metric.figure - original.figure) <= abs(original.figure) * 5e-6, "\(full.name) \(metric.name)")
                    // An entry keeps p50, p99 and max of a distribution, or the value; an exact metric whose
                    // every figure is equal reads as its figure for all of them (as issue 16's reader did).
                    for (label, value) in metric.statistics {
                        let exact = try #require(original.statistics[label] ?? (metric.deterministic ? original.figure : nil), "\(metric.name) \(label)")
                        // Six significant digits: within half a unit of the sixth.
                        #expect(abs(value - exact) <= abs(exact) * 5e-6, "\(full.name) \(metric.name) \(label) \(value) \(exact)")
                    }
                }
            }
        }
    }
}
