import Foundation
import TestSupport
import Testing

/// `run`'s options that only mean something beside another one, the describe step's own bound, and
/// the profilers' variables that only the run itself may set for its workers.
@Suite("run's option rules through the real binary", .serialized)
struct RunOptionRuleTests {
    static let pairedOnly: [(String, String)] = [
        ("--cross-check-all", "error: --cross-check-all is for a paired run's instruction pass: give --against too"),
        ("--no-cross-check", "error: --no-cross-check is for a paired run's instruction pass: give --against too"),
        (
            "--against $W --no-cross-check --cross-check-all",
            "error: --cross-check-all and --no-cross-check cannot be combined"
        ),
    ]

    @Test("a cross-check flag without --against is refused: exit 2, one line, nothing written", arguments: pairedOnly)
    func crossCheckFlagsNeedAgainst(_ flags: String, _ message: String) async throws {
        let run = try await FaultTests.shell(
            "$KB run --worker $W --filter '^dsl-clean$' --quick \(flags) --output $OUT/r")
        #expect(run.code == 2, "\(run.stderr)")
        #expect(run.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: run.out.path + "/r"), "nothing written")
    }

    /// A worker slower to describe itself than `--time-limit` still runs a scenario that declares its own
    /// limit: `--time-limit` is for the scenarios, not for the describe step.
    @Test func theDescribeStepIsNotBoundByTheTimeLimit() async throws {
        let run = try await FaultTests.shell(
            #"printf '#!/bin/sh\nsleep 0.5\nexec "%s" "$@"\n' "$W" > $OUT/slow && chmod +x $OUT/slow && $KB run --worker $OUT/slow --filter '^dsl-clean$' --quick --time-limit 0.2 --output $OUT/r"#
        )
        #expect(run.code == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("did not describe"), "\(run.stderr)")
    }

    @Test func aWorkerPastTheDescribeTimeLimitIsNamedWithIt() async throws {
        let run = try await FaultTests.shell(
            #"printf '#!/bin/sh\nexec sleep 30\n' > $OUT/mute && chmod +x $OUT/mute && $KB run --worker $OUT/mute --quick --describe-time-limit 0.5 --output $OUT/r"#
        )
        #expect(run.code == 3, "\(run.stderr)")
        #expect(run.stderr.contains("timed out after 500"), "\(run.stderr)")
    }

    /// A profiler's variable left in the user's environment does not reach a plain run's workers.
    @Test func aStrayAllocationProfileVariableIsIgnoredByAPlainRun() async throws {
        let run = try await FaultTests.shell(
            "KEYBOARD_BENCH_ALLOCATION_PROFILE=$OUT/stray $KB run --worker $W --filter '^dsl-clean$' --quick --output $OUT/r"
        )
        #expect(run.code == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: run.out.path + "/stray"))
    }
}
