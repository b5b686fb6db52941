import BenchReport
import PerfCompare
import PerfModel
import Testing
@testable import BenchCLI

/// The one comparison entry point (`CompareCommandCore.compare`, `Comparability`) that `compare`,
/// `run --baseline` and `run --against` share: its refusals, one wording each, and its outcome.
@Suite("the comparison entry point")
struct ComparisonEntryTests {
    static func report(_ name: String) throws -> RunReport {
        try ReportInput.standard.run(at: Catalogue.fixture(name))
    }

    static func renamed(_ report: RunReport, _ names: [String]) -> RunReport {
        var report = report
        for (index, name) in names.enumerated() { report.scenarios[index].name = name }
        return report
    }

    @Test func identicalReportsCompareCleanly() throws {
        let base = try Self.report("base-a.json")
        let outcome = CompareCommandCore.compare(baseline: base, current: base)
        #expect(outcome.exitCode == .success && outcome.error == nil)
        #expect(!outcome.markdown.isEmpty && outcome.json.hasPrefix("{"))
        #expect(
            outcome.result(printingJSON: true).text == outcome.json
                && outcome.result(printingJSON: false).text == outcome.markdown)
    }

    @Test func aSlowerRunIsARegression() throws {
        let outcome = CompareCommandCore.compare(
            baseline: try Self.report("base-a.json"), current: try Self.report("slow-6pct.json"))
        #expect(outcome.exitCode == .budgetFailed && outcome.error == nil)
    }

    @Test func differentMachinesAreRefusedUnlessAllowed() throws {
        let (base, other) = (try Self.report("base-a.json"), try Self.report("other-machine.json"))
        let refused = CompareCommandCore.compare(baseline: base, current: other)
        #expect(refused.exitCode == .badInput && refused.markdown.isEmpty && refused.json.isEmpty)
        #expect(
            refused.error
                == "the runs come from different machines (baseline \(base.fingerprint), current \(other.fingerprint)); pass --allow-different-machines to compare anyway"
        )
        let allowed = CompareCommandCore.compare(
            baseline: base, current: other, options: CompareOptions(allowDifferentMachines: true))
        #expect(allowed.error == nil)
    }

    @Test func runsWithNoScenarioInCommonAreRefused() throws {
        let base = try Self.report("base-a.json")
        let outcome = CompareCommandCore.compare(baseline: base, current: Self.renamed(base, ["x", "y"]))
        #expect(outcome.exitCode == .badInput)
        #expect(
            outcome.error
                == "the runs have no scenario in common (baseline: cached-switch, touch-accuracy; current: x, y): nothing to compare"
        )
    }

    @Test func aRunNamingAScenarioTwiceIsRefused() throws {
        let base = try Self.report("base-a.json")
        let twice = Self.renamed(base, ["cached-switch", "cached-switch"])
        let outcome = CompareCommandCore.compare(baseline: base, current: twice)
        #expect(outcome.error == "the current run \(base.runId) has two scenarios named 'cached-switch'")
    }

    @Test func longListsOfNamesAreCut() {
        let names = (1...7).map { "s\($0)" }
        do { try Comparability.checkCommon(baseline: names, current: []); Issue.record("accepted") } catch {
            #expect(
                "\(error)"
                    == "the runs have no scenario in common (baseline: s1, s2, s3, s4, s5, … (7 in all); current: none): nothing to compare"
            )
        }
    }

    @Test func aPairedRunRefusesABaselineWorkerWithNoneOfTheScenariosInTheSameWords() {
        do {
            try PairedPlan.check(baseline: [], current: [Catalogue.info("cached-switch")], path: "/old/worker")
            Issue.record("accepted")
        } catch {
            #expect(
                "\(error)"
                    == "--against '/old/worker': the runs have no scenario in common (baseline: none; current: cached-switch): nothing to compare"
            )
        }
    }

    @Test func comparingFilesNamesTheFileThatDoesNotRead() {
        let outcome = CompareCommandCore.run(baseline: "/nonexistent.json", current: Catalogue.fixture("base-a.json"))
        #expect(outcome.exitCode == .badInput && outcome.error == "/nonexistent.json: no such file")
    }
}
