import BenchModel
import BenchReport
import Foundation
import PerfModel
import Testing
@testable import BenchCLI

/// `run --baseline`: read once and checked against the run about to start, before anything runs.
@Suite("run --baseline input")
struct BaselineInputTests {
    static let baseA = Catalogue.fixture("base-a.json")
    /// The machine `base-a.json` was measured on.
    static let itsMachine = "3d1219c7c4c5404aaa1f6d2a48adfda4|AMD EPYC|2|Debian GNU/Linux 12 (bookworm)|6.3.1|release"

    static func refusal(
        _ path: String, allow: Bool = false, selected: [ScenarioInfo] = Catalogue.six, machine: String = itsMachine
    ) -> String? {
        do {
            _ = try BaselineInput(path: path, allowDifferentMachines: allow, selected: selected, machine: machine)
        } catch let error as UsageError {
            return error.message
        } catch {
            return "\(error)"
        }
        return nil
    }

    @Test func aReportOfThisMachineSharingScenariosIsRead() throws {
        let input = try BaselineInput(
            path: Self.baseA, allowDifferentMachines: false, selected: Catalogue.six, machine: Self.itsMachine)
        #expect(input.path == Self.baseA && input.report.scenarios.map(\.name) == ["cached-switch", "touch-accuracy"])
    }

    @Test func aMissingFileOrANonReportIsRefused() throws {
        #expect(Self.refusal("/nonexistent/base.json") == "--baseline '/nonexistent/base.json' cannot be read")
        let junk = try Catalogue.file("not json")
        #expect(Self.refusal(junk)?.hasPrefix("--baseline '\(junk)': ") == true)
    }

    @Test func anotherMachineIsRefusedUnlessAllowed() throws {
        let refusal = try #require(Self.refusal(Self.baseA, machine: "elsewhere"))
        #expect(refusal.hasPrefix("--baseline '\(Self.baseA)': the runs come from different machines (baseline "))
        #expect(refusal.hasSuffix("current elsewhere); pass --allow-different-machines to compare anyway"))
        #expect(Self.refusal(Self.baseA, allow: true, machine: "elsewhere") == nil)
    }

    @Test func aBaselineSharingNoScenarioWithTheSelectionIsRefused() {
        let refusal = Self.refusal(Self.baseA, selected: [Catalogue.info("cold-display")])
        #expect(
            refusal
                == "--baseline '\(Self.baseA)': the runs have no scenario in common (baseline: cached-switch, touch-accuracy; current: cold-display): nothing to compare"
        )
    }

    @Test func aBaselineNamingAScenarioTwiceIsRefused() throws {
        var object = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.baseA))) as? [String: Any])
        let scenarios = try #require(object["scenarios"] as? [Any])
        object["scenarios"] = scenarios + scenarios.prefix(1)
        let twice = try Catalogue.file(
            String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
        #expect(
            Self.refusal(twice)
                == "--baseline '\(twice)': the baseline run 20261122-030000-aaaaaa has two scenarios named 'cached-switch'"
        )
    }
}
