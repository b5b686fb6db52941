import Foundation
import TestSupport
import Testing
@testable import PerfModel

/// A report whose counts are negative (iterations, a summary's sample count) cannot be a real one; it is
/// refused when read, in one line naming the scenario and the field, like an impossible figure.
@Suite("Validation of counts")
struct ReportCountValidationTests {
    @Test(arguments: [
        (#""measured_iterations": 1000"#, #""measured_iterations": -5"#, "measured_iterations -5"),
        (#""n": 5000"#, #""n": -1"#, "summary.n -1"),
    ])
    func aNegativeCountIsRefusedWhenRead(_ field: String, _ negative: String, _ named: String) throws {
        let scratch = try TemporaryDirectory("perfci")
        let text = try String(contentsOfFile: Fixture.path("history/run-01.json"), encoding: .utf8)
        let path = scratch.at("report.json")
        try text.replacingOccurrences(of: field, with: negative).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) { try ReportInput.standard.run(at: path) }
        do {
            _ = try ReportInput.standard.run(at: path)
        } catch {
            #expect("\(error)".contains(named), "\(error)")
            #expect("\(error)".contains("scenario '"), "\(error)")
        }
    }
}
