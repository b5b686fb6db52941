import Glibc
import Testing

@testable import BenchSafety
import TestSupport

/// Keep the newest N runs (and latest's), remove older runs, touch nothing else.
struct RetentionTests {
    static let runs = [
        "20261120-010000-aaaaaa", "20261121-010000-bbbbbb", "20261122-010000-cccccc", "20261122-020000-dddddd",
    ]

    @Test func runIDsHaveTheExactForm() {
        #expect(RunID.isValid("20261121-153000-a1b2c3"))
        for bad in [
            "20261121-153000-A1B2C3", "20261321-153000-a1b2c3", "20261121-253000-a1b2c3", "20261121-153000-a1b2c",
            "latest", "history", "2026112-153000-a1b2c3x", "20261121_153000-a1b2c3", "",
        ] {
            #expect(RunID.isValid(bad) == false, "\(bad)")
        }
    }

    @Test func planKeepsTheNewestAndTheProtectedAndIgnoresOtherNames() {
        let plan = RunRetention.plan(
            names: Self.runs.shuffled() + ["history", "latest"], keep: 2, protected: [Self.runs[0]])
        #expect(plan == RetentionPlan(kept: [Self.runs[0], Self.runs[2], Self.runs[3]], removed: [Self.runs[1]]))
        #expect(RunRetention.plan(names: Self.runs, keep: 0).kept == [Self.runs[3]])
        #expect(RunRetention.plan(names: Self.runs, keep: 10).removed.isEmpty)
    }

    @Test func pruneRemovesOldRunsWithTheirFilesAndNothingElse() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        for run in Self.runs {
            scratch.makeDirectory(run)
            scratch.makeFile("\(run)/report.json")
            scratch.makeDirectory("\(run)/extra")
            scratch.makeFile("\(run)/extra/notes")
        }
        scratch.makeDirectory("history")
        scratch.makeFile("history/runs.db")
        scratch.makeFile("20261101-010000-eeeeee")  // a file named like a run: not a run directory
        scratch.makeDirectory("outside")
        scratch.makeFile("outside/precious")
        symlink(scratch.at("outside"), scratch.at("20261101-000000-ffffff"))  // a link named like a run
        try LatestLink.point(directory: scratch.path, at: Self.runs[0])
        let plan = try RunRetention.prune(directory: scratch.path, keep: 1)
        #expect(plan == RetentionPlan(kept: [Self.runs[0], Self.runs[3]], removed: [Self.runs[1], Self.runs[2]]))
        let left = scratch.files()
        #expect(!left.contains(Self.runs[1]) && !left.contains(Self.runs[2]))
        for kept in [
            "history/runs.db", "20261101-010000-eeeeee", "outside/precious", "20261101-000000-ffffff",
            "\(Self.runs[0])/extra/notes", "\(Self.runs[3])/report.json", "latest", "latest.json", "latest.md",
        ] {
            #expect(left.contains(kept), "\(kept)")
        }
    }

    @Test func pruneOfAMissingDirectoryThrows() {
        #expect(throws: SystemError.self) { try RunRetention.prune(directory: "/tmp/no-such-\(getpid())", keep: 3) }
    }
}
