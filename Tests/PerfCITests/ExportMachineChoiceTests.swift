import BenchReport
import Testing
@testable import PerfExport
@testable import PerfHistory
@testable import PerfModel

/// `export --machine` takes what a user has at hand: the full key, the machine id, or the history
/// folder name of the machine.
@Suite("export --machine")
struct ExportMachineChoiceTests {
    @Test func theKeyTheMachineIDAndTheHistoryFolderNameEachNameTheMachine() throws {
        let run = try Fixture.run("history/run-01.json")
        let key = run.environment.machineKey
        for given in [key, run.environment.machineId, HistoryStore.machineSlug(key)] {
            let view = try MachineSeries.exportView(run, machine: given, format: .bmf, path: "r.json")
            #expect(view.scenarios.map(\.name) == run.scenarios.map(\.name), "\(given)")
        }
        #expect(throws: PerfCIError.self) {
            try MachineSeries.exportView(run, machine: "nosuch", format: .bmf, path: "r.json")
        }
    }

    @Test func aMachineIDOfTwoConfigurationsIsRefusedNamingBoth() throws {
        #expect(throws: PerfCIError.self) {
            try MachineChoice.key("m", among: ["m|cpu|2|linux|6|debug", "m|cpu|2|linux|6|release"])
        }
        #expect(
            try MachineChoice.key("m", among: ["m|cpu|2|linux|6|debug", "n|cpu|2|linux|6|release"])
                == "m|cpu|2|linux|6|debug")
    }
}
