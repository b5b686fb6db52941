import BenchRunner
import Testing

/// The room check of `ScratchSpace`: a run needing more than TMPDIR's file system has free is refused
/// with both figures (a full TMPDIR cannot be made here without mounting one).
@Suite struct ScratchSpaceTests {
    @Test func aRunNeedingMoreThanIsFreeIsNamedWithBothFigures() throws {
        let problem = try #require(ScratchSpace.problem(needing: UInt64.max / 2))
        #expect(problem.hasPrefix("TMPDIR '\(ScratchSpace.folder)' has "), "\(problem)")
        #expect(problem.contains(" free; this run needs at least "), "\(problem)")
        #expect(ScratchSpace.problem(needing: 1) == nil, "the test's own TMPDIR is fine")
        #expect(ScratchSpace.explain("strip failed") == "strip failed", "a healthy TMPDIR explains nothing")
    }
}
