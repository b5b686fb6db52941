import BenchReport
import Foundation
import PerfCompare
import PerfModel
import TestSupport
import Testing
@testable import BenchCLI

/// "Why it got slower", written once: from a paired profiled run's folder, for the scenarios a
/// comparison found worse, ranked by the project's own functions.
@Suite("the explanation")
struct ExplanationTests {
    /// A paired run's folder with both sides' instruction profiles of `scenario`: the current side adds
    /// a per-keystroke debug string under `logKeystroke(_:)`, whose standard-library leaves each grew
    /// more than the function's own code.
    static func runFolder(_ scenario: String) throws -> TemporaryDirectory {
        let run = try TemporaryDirectory("explain")
        let tap = "tap;KeyboardController.handle(key:alternate:)"
        let log = "\(tap);KeyboardController.logKeystroke(_:)"
        let sides = [
            ("profiles-baseline", "\(tap) 5000\n\(tap);swift_retain 600\n"),
            (
                "profiles",
                "\(tap) 5000\n\(tap);swift_retain 600\n\(log) 300\n\(log);_Float64ToASCII 2000\n"
                    + "\(log);_StringGuts.append(_:) 1500\n\(log);memcpy 700\n"
            ),
        ]
        for (folder, folded) in sides {
            let path = run.at("\(folder)/\(scenario)")
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try folded.write(toFile: path + "/instructions.folded", atomically: true, encoding: .utf8)
            let frames =
                "KeyboardController.handle(key:alternate:)\tKeyboardController+Taps.swift:30\n"
                + (folder == "profiles" ? "KeyboardController.logKeystroke(_:)\tKeyboardController+Log.swift:12\n" : "")
            try frames.write(toFile: path + "/instructions-project-frames.tsv", atomically: true, encoding: .utf8)
        }
        return run
    }

    @Test func theWorseScenariosAreExplainedByTheProjectFunctionThatChanged() throws {
        let comparison = CompareCommandCore.compare(
            baseline: try ReportInput.standard.run(at: Catalogue.fixture("base-a.json")),
            current: try ReportInput.standard.run(at: Catalogue.fixture("slow-6pct.json")))
        let worse = Explanation.worseScenarios(comparison.json)
        let scenario = try #require(worse.first)
        let run = try Self.runFolder(scenario)
        let explanation = Explanation(runDirectory: run.path, kind: .instructions)
        let markdown = explanation.markdown(worse, limit: 65_536)
        #expect(markdown.hasPrefix("## Why it got slower: the project's functions whose instructions changed most\n"))
        let firstRow = markdown.split(separator: "\n").first { $0.hasPrefix("| 1 |") }
        #expect(
            firstRow?.hasPrefix(
                "| 1 | `KeyboardController.logKeystroke(_:)` (`KeyboardController+Log.swift:12`) | +4,500 |")
                == true, "\(markdown)")
        #expect(markdown.contains("`_Float64ToASCII` 44.4 %"))
        #expect(markdown.contains("instructions-diff.svg"))
        // The diff files: the project's functions first, then every function by its own cost.
        let diff = try #require(explanation.diff(scenario))
        explanation.write(diff, scenario: scenario)
        let written = try String(contentsOfFile: run.at("profiles/\(scenario)/instructions-diff.md"), encoding: .utf8)
        #expect(
            written.contains("KeyboardController.logKeystroke(_:)")
                && written.contains("## Every function by its own cost"))
        #expect(explanation.markdown(worse, limit: 900).utf8.count <= 900)
    }

    @Test func nothingWorseIsNothingToExplainAndAMissingProfileIsSaid() throws {
        let base = try ReportInput.standard.run(at: Catalogue.fixture("base-a.json"))
        let same = CompareCommandCore.compare(baseline: base, current: base)
        #expect(Explanation.worseScenarios(same.json).isEmpty)
        #expect(Explanation.worseScenarios("not json").isEmpty)
        let run = try TemporaryDirectory("explain-empty")
        let text = Explanation(runDirectory: run.path, kind: .cpu).markdown(["gone"], limit: 10_000)
        #expect(text.contains("### `gone`\n\nNo cpu profile of both sides."))
        #expect(Explanation(runDirectory: run.path, kind: .cpu).markdown([], limit: 10_000).isEmpty)
        #expect(ExplainCommand.kind(in: run.path) == nil)
    }
}
