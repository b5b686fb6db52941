import ArgumentParser
import BenchProfile
import BenchReport
import Foundation
import PerfCompare
import PerfModel

/// `explain COMPARE.json --run RUN`: why the scenarios a comparison found worse got slower, from a
/// paired profiled run (`run --profile KIND --against …`): the project's functions whose cost changed
/// most, the same Markdown a paired profiled run appends to its own comparison.
struct ExplainCommand: BenchSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract:
            "Explains a comparison's worse scenarios from a paired profiled run: the project's functions that changed most.",
        discussion: """
            The scenarios explained are those with a worse row in COMPARE.json (compare --json, or a paired run's \
            compare.json). Each stack's cost counts to its nearest frame in the project's own modules (the keyboard \
            and the suite), with the standard library, runtime and kernel frames beneath it as detail. Without \
            --run, prints those scenarios' names, one a line. Exit: 0 explained (or nothing to explain), 2 bad input.
            """
    )

    @Argument(help: ArgumentHelp("The comparison whose worse scenarios are explained.", valueName: "compare.json"))
    var comparison: String

    @Option(
        help: ArgumentHelp(
            "The paired profiled run's folder (holding profiles/ and profiles-baseline/).", valueName: "dir"))
    var run: String?

    @Option(help: "The kind of profile to explain (default: the run's, instructions first when it has several).")
    var profile: ProfileKind?

    func execute(output: CommandOutput) async throws -> CommandResult {
        guard let data = FileManager.default.contents(atPath: comparison),
            (try? JSONOutput.decode(Comparison.self, from: data)) != nil
        else { throw UsageError("\(comparison): not a comparison's JSON (compare --json)") }
        let scenarios = Explanation.worseScenarios(String(decoding: data, as: UTF8.self))
        guard let run else { return CommandResult(text: scenarios.joined(separator: "\n")) }
        guard let kind = profile ?? Self.kind(in: run) else {
            throw UsageError("\(run): no profiles of both sides (a paired run with --profile writes them)")
        }
        let explanation = Explanation(runDirectory: run, kind: kind)
        guard !scenarios.isEmpty else { return CommandResult(text: "No scenario is worse: nothing to explain.") }
        return CommandResult(text: explanation.markdown(scenarios, limit: ProfileDiff.commentLimit))
    }

    /// The kind of the profiles in `run`'s baseline folder, instructions first.
    static func kind(in run: String) -> ProfileKind? {
        let folder = "\(run)/\(Explanation.baselineProfiles)"
        let scenarios = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return [ProfileKind.instructions, .cpu, .allocations].first { kind in
            scenarios.contains { FileManager.default.fileExists(atPath: "\(folder)/\($0)/\(kind.fileStem).folded") }
        }
    }
}
