import Foundation
import TestSupport
import Testing

/// TMPDIR problems named as TMPDIR: refused before the run (exit 2, one line, nothing written, a
/// missing TMPDIR not created), and a worker failing mid-run while TMPDIR is gone says so first.
@Suite("TMPDIR checked and named through the real binary", .serialized)
struct ScratchSpaceRunTests {
    static let refused: [(String, String, String)] = [
        ("missing", "TMPDIR=$OUT/missing", "does not exist (it is not created)"),
        ("a file", "touch $OUT/file && TMPDIR=$OUT/file", "is not a folder"),
        ("unwritable", "TMPDIR=/proc/self", "is not writable"),
    ]

    @Test("a TMPDIR that cannot take scratch refuses the run, naming TMPDIR", arguments: refused)
    func aBadTMPDIRIsNamedBeforeTheRun(_ kind: String, _ setting: String, _ words: String) async throws {
        for flags in ["", "--profile alloc", "--instructions"] {
            let run = try await FaultTests.shell(
                "\(setting) $KB run --worker $W --filter '^dsl-clean$' --quick \(flags) --output $OUT/r")
            #expect(run.code == 2, "\(kind) \(flags): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            #expect(
                lines.count == 1 && lines.first?.hasPrefix("error: TMPDIR '") == true, "\(kind) \(flags): \(run.stderr)"
            )
            #expect(run.stderr.contains(words), "\(kind) \(flags): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: run.out.path + "/r"), "nothing written")
            #expect(!FileManager.default.fileExists(atPath: run.out.path + "/missing"), "a missing TMPDIR is not made")
        }
    }

    /// A worker that exits 255 after its TMPDIR vanished: the scenario's failure names TMPDIR, then the exit.
    @Test func aWorkerFailingOnAVanishedTMPDIRSaysSo() async throws {
        let run = try await FaultTests.shell(
            #"mkdir $OUT/tmp && printf '#!/bin/sh\ncase "$1" in describe) exec "%s" "$@";; esac\nrmdir "$TMPDIR"\nexit 255\n' "$W" > $OUT/vanishing && chmod +x $OUT/vanishing && TMPDIR=$OUT/tmp $KB run --worker $OUT/vanishing --filter '^dsl-clean$' --quick --output $OUT/r"#
        )
        #expect(run.code == 3, "\(run.stderr)")
        let report = try String(contentsOfFile: run.out.path + "/r/latest.json", encoding: .utf8)
        #expect(report.contains("TMPDIR '\(run.out.path)/tmp' does not exist"), "\(report.prefix(2000))")
        #expect(report.contains("exited with status 255"), "\(report.prefix(2000))")
    }
}
