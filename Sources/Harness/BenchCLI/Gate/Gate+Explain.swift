import BenchProfile
import BenchReport
import BenchSafety
import Foundation
import PerfModel

extension Gate {
    /// Why the gate failed: the scenarios the comparison found worse (`Explanation.worseScenarios`, the
    /// rule `run --profile --against` explains by) run once more, paired under callgrind (deterministic, a
    /// few seconds for a micro-benchmark), and `Explanation` says, for each, the project's functions whose
    /// instructions changed most and where the differential flame graph is. Whole lines that fit a PR
    /// comment (65,536 characters) with the comparison; `nil` when nothing is to be explained. Never
    /// changes the verdict.
    func explain(comparisonJSON: String, baseWorker: String, current: [String]) async -> String? {
        let scenarios = Explanation.worseScenarios(comparisonJSON)
        guard !scenarios.isEmpty else {
            GateConsole.line("no explanation: no scenario is worse")
            return nil
        }
        let started = ContinuousClock.now
        let text = await explanation(scenarios, baseWorker: baseWorker, current: current)
        GatePhases.report(
            .init(
                name: "the explanation (instruction profiles of \(scenarios.count) scenario(s))",
                duration: ContinuousClock.now - started))
        do { try write(text, to: folder.explainMarkdown) } catch {
            GateConsole.line("could not write \(folder.explainMarkdown)")
        }
        let used = Self.read(folder.compareMarkdown)?.utf8.count ?? 0
        let fitted = Self.wholeLines(of: text, within: ProfileDiff.commentLimit - used)
        return fitted.isEmpty ? nil : fitted
    }

    /// The explanation's Markdown (`Explanation.markdown`) of a paired instruction-profiled run of `scenarios`.
    func explanation(_ scenarios: [String], baseWorker: String, current: [String]) async -> String {
        let run = await Explanation.profiledRun(
            scenarios, baseWorker: baseWorker, current: current, passedOn: Self.passedOn(request.runArguments),
            folder: folder.explain, log: folder.explainLog)
        switch run {
        case .failure(let refusal): return "\nNo explanation: \(refusal.reason).\n"
        case .success(let explanation):
            return "\n" + explanation.markdown(scenarios, limit: ProfileDiff.commentLimit)
                + "\n(log: \(folder.explainLog))\n"
        }
    }

    /// The `run` arguments the explanation keeps: which worker, seed and time scale, and `--quick`.
    static func passedOn(_ arguments: [String]) -> [String] {
        var kept: [String] = [], index = 0
        let valued = ["--worker", "--seed", "--time-scale"]
        while index < arguments.count {
            let word = arguments[index]
            if valued.contains(word), index + 1 < arguments.count {
                kept += [word, arguments[index + 1]]
                index += 1
            } else if word == "--quick" || valued.contains(where: { word.hasPrefix($0 + "=") }) {
                kept.append(word)
            }
            index += 1
        }
        return kept
    }

    /// A scenario name as a `--filter` pattern matching it alone.
    static func escaped(_ name: String) -> String {
        String(name.flatMap { "[]\\.*^$()+?{}|".contains($0) ? ["\\", $0] : [$0] })
    }

    /// The leading whole lines of `text` within `room` bytes.
    static func wholeLines(of text: String, within room: Int) -> String {
        var kept = "", used = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            used += line.utf8.count + 1
            if used > room { break }
            kept += line + "\n"
        }
        return kept
    }

    /// A command output into the open file `descriptor` (a log).
    static func output(into descriptor: Int32, named name: String) -> CommandOutput {
        CommandOutput(
            streams: StandardStreams(closedAtStart: []),
            writer: FileDescriptorWriter(fileDescriptor: descriptor, name: name))
    }
}
