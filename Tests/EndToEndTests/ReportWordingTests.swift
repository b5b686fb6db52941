import Foundation
import TestSupport
import Testing

/// What a report says beside its figures, through the real binary.
@Suite("report wording", .serialized)
struct ReportWordingTests {
    @Test("a single value's budget row says it is judged on the worst repetition, not the median shown above")
    func budgetJudgedOnTheWorstRepetition() async throws {
        let (run, output) = try await FixtureTool.runSuite([
            "--filter", "^metric-accuracy-holds$", "--repetitions", "2", "--quick",
        ])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let markdown = try RunReportFile(directory: output).markdown
        #expect(markdown.contains("| Budget | Measured | Verdict | Judged on |"))
        #expect(
            markdown.contains("worst (lowest) of 2 repetitions; the metric table shows their median"), "\(markdown)")
        #expect(markdown.contains("p99 of all repetitions' samples"))
    }

    @Test("a declared metric never recorded is shown as not recorded, with a warning")
    func declaredButNotRecorded() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--tag", "unrecorded", "--quick"])
        #expect(run.exitCode == 0)
        #expect(
            run.stderrLines.contains(
                "warning: scenario 'metric-never-recorded' declares metric 'score' but never recorded it: it shows as \"not recorded\" (record it, or remove its Metric)"
            ))
        let file = try RunReportFile(directory: output)
        #expect(file.scenario("metric-never-recorded")?.notRecorded == ["score"])
        #expect(String(decoding: file.json, as: UTF8.self).contains("\"score\""))
        #expect(file.markdown.contains("| score |  | not recorded |"), "\(file.markdown)")
    }
}
