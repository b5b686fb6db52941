import BenchReport
import BenchSafety
import Foundation
import PerfModel

/// What a bisect tells: the culprit (or why there is none), its effect, the functions that changed,
/// every probe with its figure (and, for a timing, its interval, p, pairs and retries), the time taken
/// — as Markdown on stdout, as JSON (`--json`), and the verdict line last.
struct BisectReport: Sendable {
    var request: BisectRequest
    var metric: MetricID
    var result: BisectResult
    /// Each measured commit's probe time, seconds (its retries included).
    var seconds: [String: Double]
    /// Why each skipped commit could not be measured.
    var skipped: [String: String]
    var duration: Duration
    /// The culprit against its parent, when there is a culprit.
    var explanation: BisectExplanation? = nil

    /// The exit code and the verdict's text.
    var verdict: (code: BenchExitCode, text: String) {
        let retried = result.probes.filter { $0.retries != nil }.count
        let tally =
            "\(result.probes.count) probes of \(result.commitCount) commits (a clean step needs at most \(BisectResult.bound(commits: result.commitCount)))"
            + (retried > 0 ? ", \(retried) retried with more pairs" : "") + " in \(GatePhases.seconds(duration)) s"
        switch result.outcome {
        case .noChange:
            return (.success, "no culprit: good and bad agree on \(metric) — \(tally)")
        case .culprit(let step):
            let others =
                step.untested.isEmpty
                ? ""
                : " (or \(step.untested.map { ShortCommit.of($0) }.joined(separator: ", ")) before it, which could not be measured)"
            let changed = explanation.map { $0.functions.isEmpty ? "" : "; changed most: \($0.summary(2))" } ?? ""
            return (
                .success,
                "culprit \(ShortCommit.of(step.commit)) '\(subject(step.commit))'\(others): \(metric) \(culpritEffect(step))\(changed) — \(tally)"
            )
        case .spread(let steps):
            return (.success, "no single culprit: \(metric) moved in \(steps.count) steps: \(list(steps)) — \(tally)")
        case .outOfProbes(let steps):
            return (
                .cannotJudge,
                "undecided: the probes ran out (--max-probes \(request.maxProbes)); steps found: \(steps.isEmpty ? "none" : list(steps)) — \(tally)"
            )
        case .unsure(let commit, let steps):
            return (
                .cannotJudge,
                "undecided: \(ShortCommit.of(commit)) is neither like good nor like bad after \(request.maxPairs) pairs (--max-pairs); steps found: \(steps.isEmpty ? "none" : list(steps)) — \(tally)"
            )
        case .unmeasured(let commit):
            return (
                .crashed,
                "\(ShortCommit.of(commit)) could not be measured: \(skipped[commit] ?? "no figure") — \(tally)"
            )
        }
    }

    /// Publishes the report: JSON (atomically) when asked, Markdown on stdout, the verdict last.
    func publish(on output: CommandOutput) -> BenchExitCode {
        let (code, text) = verdict
        if let path = request.json {
            do {
                let json = try JSONOutput.string(document(verdict: text, code: code))
                try AtomicFileWriter.write(Array(json.utf8), to: path)
            } catch {
                output.print(markdown)
                return Self.verdict(.crashed, "cannot write \(path)", on: output)
            }
        }
        output.print(markdown)
        return Self.verdict(code, text, on: output)
    }

    /// Prints `bisect: <text> (exit N)` last on stdout, and on stderr too when stdout is not a terminal.
    static func verdict(_ code: BenchExitCode, _ text: String, on output: CommandOutput) -> BenchExitCode {
        let line = "bisect: \(Console.oneLine(text)) (exit \(code.rawValue))"
        output.print(line)
        if isatty(1) != 1 { Console.writeErr(line + "\n") }
        return code
    }

    /// A commit's subject line.
    func subject(_ hash: String) -> String { request.commits.first { $0.hash == hash }?.subject ?? "" }

    /// A figure of this metric: a count as it is, a timing's ratio to good as `×1.248`.
    func value(_ figure: Double) -> String {
        request.metric.isTiming ? String(format: "×%.3f", figure) : Self.figure(figure)
    }

    /// `1,000 → 1,248 (+24.8 %)`.
    func effect(_ step: BisectStep) -> String {
        "\(value(step.before)) → \(value(step.after))" + (step.percent.map { String(format: " (%+.1f %%)", $0) } ?? "")
    }

    /// A culprit's effect, from good's figure: `1,000 (good) → 1,248 (+24.8 %)`.
    func culpritEffect(_ step: BisectStep) -> String {
        guard let good = result.probes.first?.figure else { return effect(step) }
        return effect(
            BisectStep(
                index: step.index, commit: step.commit, parent: step.parent, before: good, after: step.after,
                untested: [])
        )
        .replacingOccurrences(of: " → ", with: " (good) → ")
    }

    /// The steps, `c0ffee… (+10.0 %), …`.
    func list(_ steps: [BisectStep]) -> String {
        steps.map { "\(ShortCommit.of($0.commit)) \(effect($0))" }.joined(separator: ", ")
    }

    /// A figure: whole numbers as they are, others with one decimal.
    static func figure(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// A reading in one line: a count as it is; a timing `×1.248 [1.201, 1.297], p 0.008, 8 pairs`.
    static func describe(_ reading: BisectReading) -> String {
        guard let pairs = reading.pairs else { return figure(reading.figure) }
        guard pairs > 0 else { return "×1 (good)" }
        let interval = reading.lower.flatMap { low in reading.upper.map { String(format: " [%.3f, %.3f]", low, $0) } }
        return String(format: "×%.3f", reading.figure) + (interval ?? "")
            + (reading.p.map { String(format: ", p %.3g", $0) } ?? ", not judged") + ", \(pairs) pairs"
    }
}
