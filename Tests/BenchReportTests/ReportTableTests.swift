import Determinism
import Testing
@testable import BenchReport

/// One table renderer (report.md, compare, `list`, the console summary) and one
/// median.
@Suite("One table renderer, one median")
struct ReportTableTests {
    let table = ReportTable(
        header: ["name", "figure"], rows: [["a|b", "1.50 ms"], ["long name", "12 ns"]], rightAligned: [1])

    @Test func markdownEscapesPipesAndAlignsNumbersRight() {
        #expect(
            table.markdown() == """
                | name | figure |
                | --- | ---: |
                | a\\|b | 1.50 ms |
                | long name | 12 ns |
                """)
    }

    @Test func textPadsColumnsAndTrimsTrailingSpaces() {
        #expect(
            table.text() == """
                name        figure
                a|b        1.50 ms
                long name    12 ns
                """)
    }

    @Test func medianIsTheMiddleOrTheMeanOfTheMiddleTwo() {
        #expect(Median.of([3, 1, 2]) == 2)
        #expect(Median.of([4, 1, 3, 2]) == 2.5)
        #expect(Median.of([]).isNaN)
        #expect(Median.of([.greatestFiniteMagnitude, .greatestFiniteMagnitude]) == .greatestFiniteMagnitude)
        #expect(HeadlineRule.figure(repetitions: [1, 2, 4, 8], fallback: nil) == Median.of([8, 4, 2, 1]))
    }
}
