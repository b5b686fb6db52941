import BenchSafety
import Testing

/// One type names the files of a run's folder.
@Suite("the run folder's layout")
struct RunFolderTests {
    @Test func everyFileOfARunFolder() {
        let run = RunFolder("/r/20261129-0000-ab")
        #expect(run.report == "/r/20261129-0000-ab/report.json")
        #expect(run.baselineReport == "/r/20261129-0000-ab/baseline.json")
        #expect(run.compareMarkdown == "/r/20261129-0000-ab/compare.md")
        #expect(run.compareJSON == "/r/20261129-0000-ab/compare.json")
        #expect(run.profiles() == "/r/20261129-0000-ab/profiles")
        #expect(run.profiles(of: "storm", .baseline) == "/r/20261129-0000-ab/profiles-baseline/storm")
        #expect(RunFolder.latest(in: "/r/").path == "/r/latest")
        #expect(RunFolder.latest(in: "Reports").profiles(of: "s") == "Reports/latest/profiles/s")
    }
}
