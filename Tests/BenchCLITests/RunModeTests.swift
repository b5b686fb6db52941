import BenchModel
import BenchRunner
import Foundation
import Testing
@testable import BenchCLI

/// How a planned run measures is part of its mode: instruction counting takes the run's every side,
/// and a run that counts instructions has no cross-check to run after it.
@Suite("run mode")
struct RunModeTests {
    /// valgrind and strip are installed (`InstructionMode.prepare` needs both).
    static let canCount = ["/usr/bin/valgrind", "/usr/bin/strip"].allSatisfy {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// A plan of `arguments` whose worker (and baseline worker) is `/bin/true`: strip can copy it.
    static func plan(_ arguments: [String] = [], paired: Bool = false) throws -> RunPlan {
        var plan = try RunPlanTests.plan(["--worker", "/bin/true"] + arguments)
        if paired {
            plan.mode = .paired(PairedRun(plan: PairedPlan(worker: "/bin/true", scenarios: plan.scenarios)))
        }
        return plan
    }

    @Test func aPlanIsTimedUntilItCountsInstructions() throws {
        #expect(try Self.plan().instructions == nil)
        guard
            case .compared(_, .timings, shard: nil) = try Self.plan([
                "--baseline", Catalogue.fixture("base-a.json"), "--allow-different-machines",
            ])
            .mode
        else {
            Issue.record("a run against a stored baseline is timed until it counts instructions")
            return
        }
        let paired = try Self.plan(paired: true)
        guard case .timings(crossCheck: nil) = paired.mode.paired?.measurement else {
            Issue.record("a paired run is timed, without a cross-check until one is prepared")
            return
        }
        #expect(paired.instructions == nil && paired.settings.instructions != true)
    }

    @Test(.enabled(if: canCount)) func countingInstructionsKeepsTheShardAndTheBaseline() throws {
        var plan = try Self.plan(["--shard", "2/3"])
        defer { plan.cleanUp() }
        try plan.countInstructions()
        guard case .single(.instructions(let mode), shard: let shard?) = plan.mode else {
            Issue.record("a counted shard is still that shard")
            return
        }
        #expect(shard.index == 2 && mode.original == "/bin/true" && plan.settings.instructions == true)
        var compared = try Self.plan(["--baseline", Catalogue.fixture("base-a.json"), "--allow-different-machines"])
        defer { compared.cleanUp() }
        try compared.countInstructions()
        guard case .compared(_, .instructions, shard: nil) = compared.mode else {
            Issue.record("a counted run keeps its stored baseline")
            return
        }
    }

    @Test(.enabled(if: canCount)) func aPairedRunCountsOnBothSidesAndIsNotCrossChecked() throws {
        var plan = try Self.plan(paired: true)
        try plan.countInstructions()
        plan.prepareCrossCheck()
        guard case .instructions(let pair) = plan.mode.paired?.measurement else {
            Issue.record("both sides of a counted paired run count, and no cross-check replaces that")
            return
        }
        #expect(pair.baseline.original == "/bin/true" && plan.instructions?.worker == pair.current.worker)
        #expect(pair.baseline.scratch != pair.current.scratch)
        plan.cleanUp()
        #expect(![pair.baseline.scratch, pair.current.scratch].contains { FileManager.default.fileExists(atPath: $0) })
    }

    @Test(.enabled(if: canCount)) func aTimedPairedRunIsCrossCheckedAndCleanedUp() throws {
        var plan = try Self.plan(paired: true)
        plan.prepareCrossCheck()
        guard case .timings(crossCheck: let pair?) = plan.mode.paired?.measurement else {
            Issue.record("a timed paired run gets an instruction cross-check")
            return
        }
        #expect(plan.instructions == nil && plan.settings.instructions != true)
        plan.cleanUp()
        #expect(![pair.baseline.scratch, pair.current.scratch].contains { FileManager.default.fileExists(atPath: $0) })
    }
}
