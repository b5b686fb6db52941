import Foundation
import TestSupport
import Testing

/// Scratch folders live under `$TMPDIR`, go when the run ends however it ends, and a run removes what
/// dead runs left there.
@Suite("scratch folders under TMPDIR", .serialized)
struct ScratchCleanupTests {
    /// A fresh `$TMPDIR` for the run (`$OUT/tmp`) holding a dead run's leftover (old, pid 999999) and a
    /// live process's folder; after `command`, the names left in it.
    static func leftIn(_ command: String) async throws -> (code: Int32?, stderr: String, names: [String]) {
        let run = try await FaultTests.shell(
            """
            export TMPDIR=$OUT/tmp && mkdir $TMPDIR
            mkdir $TMPDIR/keyboard-bench-callgrind-999999-AbCdEf && echo x > $TMPDIR/keyboard-bench-callgrind-999999-AbCdEf/w
            touch -d '1 hour ago' $TMPDIR/keyboard-bench-callgrind-999999-AbCdEf
            mkdir $TMPDIR/keyboard-bench-state-$$-AbCdEf && touch -d '1 hour ago' $TMPDIR/keyboard-bench-state-$$-AbCdEf
            \(command)
            """)
        let names = try FileManager.default.contentsOfDirectory(atPath: run.out.path + "/tmp").sorted()
        return (run.code, run.stderr, names)
    }

    @Test("a paired profiled run leaves nothing in TMPDIR, and removes a dead run's leftovers", .needs(.perf))
    func pairedProfiledRun() async throws {
        let run = try await Self.leftIn(
            "$KB run --worker $W --against $W --filter '^dsl-clean$' --quick --no-cross-check --profile cpu --output $OUT/r"
        )
        #expect(run.code == 0 || run.code == 1, "\(run.stderr)")
        #expect(run.names.count == 1 && run.names[0].hasPrefix("keyboard-bench-state-"), "\(run.names)")
    }

    @Test("a refused profiled run (no valgrind) leaves nothing in TMPDIR")
    func refusedRun() async throws {
        let run = try await Self.leftIn(
            "mkdir $OUT/bin; PATH=$OUT/bin $KB run --worker $W --filter '^dsl-clean$' --profile instructions --output $OUT/r"
        )
        #expect(run.code == 3, "\(run.stderr)")
        #expect(run.names.count == 1 && run.names[0].hasPrefix("keyboard-bench-state-"), "\(run.names)")
    }
}
