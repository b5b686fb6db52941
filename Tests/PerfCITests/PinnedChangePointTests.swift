import Foundation
import TestSupport
import Testing
@testable import PerfHistory

/// The change points of a generated history, pinned: `Fixtures/pinned/changes-240.json` is what
/// `history changes --json` printed for it before the history commands were made faster (index
/// checksum, decoding, split scan). A faster search must find the same points with the same figures,
/// to the last bit.
@Suite("Pinned change points")
struct PinnedChangePointTests {
    @Test func aGeneratedHistoryHasTheChangePointsPinnedForIt() throws {
        let scratch = try TemporaryDirectory("perfci-pinned")
        let folder = scratch.at("history")
        // 240 runs shaped on 24 scenarios of a real run (5 repetitions), a tenth of the series stepped
        // +20 % from run 120 (SyntheticHistory, seeded).
        let generated = try TestProcess.start(
            HistoryProcessTests.writer,
            [folder, "--generate", "240", "--repetitions", "5", Fixture.path("pinned/seed.json")],
            options: TestProcessOptions(stderr: .inherit)
        ).finish(timeout: 300)
        try #require(generated.exitCode == 0, "\(generated)")
        let pinned = try String(contentsOfFile: Fixture.path("pinned/changes-240.json"), encoding: .utf8)
        // Cold (the index is built from the files), then warm (read through the index).
        for pass in ["cold", "warm"] {
            let changes = HistoryCommandCore.changes(history: folder, json: true)
            #expect(changes.exitCode == .success && changes.warnings.isEmpty, "\(pass)")
            #expect(changes.text == pinned, "\(pass): the change points differ from the pinned ones")
        }
        let points = try JSONDecoder().decode([PinnedPoint].self, from: Data(pinned.utf8))
        #expect(points.count == 45 && points.allSatisfy { $0.direction == "worse" })
    }

    /// What the test reads back of a pinned change point.
    struct PinnedPoint: Decodable {
        var direction: String
    }
}
