import BenchReport
import BenchSafety
import Foundation
import PerfModel

/// What a bisect tells: the culprit (or why there is none), its effect, every probe with its figure,
/// the time taken — as Markdown on stdout, as JSON (`--json`), and the verdict line last.
struct BisectReport: Sendable {
    var request: BisectRequest
    var metric: MetricID
    var result: BisectResult
    /// Each measured commit's probe time, seconds.
    var seconds: [String: Double]
    /// Why each skipped commit could not be measured.
    var skipped: [String: String]
    var duration: Duration

    /// The JSON document (`--json`).
    struct Document: Codable, Sendable, Equatable {
        struct ProbeRow: Codable, Sendable, Equatable {
            var commit: String
            var subject: String
            var figure: Double?
            var skipped: String?
            var seconds: Double?
        }
        var scenario: String
        var metric: String
        var good: String
        var bad: String
        var commits: Int
        var thresholdPercent: Double
        /// `culprit`, `no-change`, `spread`, `out-of-probes` or `unmeasured`.
        var outcome: String
        var culprit: BisectStep?
        var steps: [BisectStep]
        var probes: [ProbeRow]
        var probeBound: Int
        var durationSeconds: Double
        var verdict: String
        var exitCode: Int32
    }

    /// The exit code and the verdict's text.
    var verdict: (code: BenchExitCode, text: String) {
        let tally =
            "\(result.probes.count) probes of \(result.commitCount) commits (a clean step needs at most \(BisectResult.bound(commits: result.commitCount))) in \(GatePhases.seconds(duration)) s"
        switch result.outcome {
        case .noChange:
            return (.success, "no culprit: good and bad agree on \(metric) — \(tally)")
        case .culprit(let step):
            let others =
                step.untested.isEmpty
                ? ""
                : " (or \(step.untested.map { ShortCommit.of($0) }.joined(separator: ", ")) before it, which could not be measured)"
            return (
                .success,
                "culprit \(ShortCommit.of(step.commit)) '\(subject(step.commit))'\(others): \(metric) \(culpritEffect(step)) — \(tally)"
            )
        case .spread(let steps):
            return (.success, "no single culprit: \(metric) moved in \(steps.count) steps: \(list(steps)) — \(tally)")
        case .outOfProbes(let steps):
            return (
                .cannotJudge,
                "undecided: the probes ran out (--max-probes \(request.maxProbes)); steps found: \(steps.isEmpty ? "none" : list(steps)) — \(tally)"
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

    /// The Markdown: the answer, then every probe.
    var markdown: String {
        let (good, bad) = (request.commits[0].hash, request.commits[request.commits.count - 1].hash)
        var lines = [
            "## Bisect: \(request.scenario) · \(metric)", "",
            "good `\(ShortCommit.of(good))` (\(request.goodRef)) … bad `\(ShortCommit.of(bad))` (\(request.badRef)): \(result.commitCount) commits, a move is a change beyond \(Self.figure(request.threshold * 100)) %.",
            "",
        ]
        switch result.outcome {
        case .culprit(let step):
            lines.append("**Culprit** `\(step.commit)` \(subject(step.commit)): \(culpritEffect(step))")
            if !step.untested.isEmpty {
                lines.append("")
                lines.append(
                    "Or one of the commits just before it, which could not be measured: "
                        + step.untested.map { "`\($0)` \(subject($0))" }.joined(separator: ", ") + ".")
            }
        case .spread(let steps), .outOfProbes(let steps):
            lines.append(
                steps.isEmpty
                    ? "**Undecided**: no step found."
                    : "**No single culprit**: the figure moved in \(steps.count) steps.")
            lines += [""] + steps.map { "- step at `\($0.commit)` \(subject($0.commit)): \(effect($0))" }
        case .noChange:
            lines.append(
                "**No culprit**: good and bad agree (\(result.probes.compactMap(\.figure).map(Self.figure).joined(separator: ", ")))."
            )
        case .unmeasured(let commit):
            lines.append("**Not measured**: `\(commit)` (\(skipped[commit] ?? "no figure")).")
        }
        lines += ["", "| probe | commit | subject | \(metric) | time |", "| ---: | --- | --- | ---: | ---: |"]
        for (number, probe) in result.probes.enumerated() {
            let figure = probe.figure.map(Self.figure) ?? "skipped: \(skipped[probe.commit] ?? "no figure")"
            let time = seconds[probe.commit].map { "\(GatePhases.seconds(.milliseconds(Int($0 * 1000)))) s" } ?? ""
            lines.append(
                "| \(number + 1) | `\(ShortCommit.of(probe.commit))` | \(subject(probe.commit)) | \(figure) | \(time) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    func document(verdict: String, code: BenchExitCode) -> Document {
        let (good, bad) = (request.commits[0].hash, request.commits[request.commits.count - 1].hash)
        let (name, culprit, steps): (String, BisectStep?, [BisectStep]) =
            switch result.outcome {
            case .noChange: ("no-change", nil, [])
            case .culprit(let step): ("culprit", step, [step])
            case .spread(let steps): ("spread", nil, steps)
            case .outOfProbes(let steps): ("out-of-probes", nil, steps)
            case .unmeasured: ("unmeasured", nil, [])
            }
        return Document(
            scenario: request.scenario, metric: metric.name, good: good, bad: bad, commits: result.commitCount,
            thresholdPercent: request.threshold * 100, outcome: name, culprit: culprit, steps: steps,
            probes: result.probes.map {
                .init(
                    commit: $0.commit, subject: subject($0.commit), figure: $0.figure, skipped: skipped[$0.commit],
                    seconds: seconds[$0.commit])
            },
            probeBound: BisectResult.bound(commits: result.commitCount),
            durationSeconds: Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18,
            verdict: verdict, exitCode: code.rawValue)
    }

    /// A commit's subject line.
    func subject(_ hash: String) -> String { request.commits.first { $0.hash == hash }?.subject ?? "" }

    /// `1,000 → 1,248 (+24.8 %)`.
    func effect(_ step: BisectStep) -> String {
        "\(Self.figure(step.before)) → \(Self.figure(step.after))"
            + (step.percent.map { String(format: " (%+.1f %%)", $0) } ?? "")
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
}
