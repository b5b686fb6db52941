import BenchReport
import Foundation

extension BisectReport {
    /// The Markdown: the answer, the functions that changed, then every probe.
    var markdown: String {
        let (good, bad) = (request.commits[0].hash, request.commits[request.commits.count - 1].hash)
        let how =
            request.metric.isTiming
            ? "each commit paired against good (\(request.pairs) pairs, up to \(request.maxPairs) when unsure); a move is a change beyond the tolerance (the larger of \(Self.figure(request.threshold * 100)) %, the noise floor and a quarter of bad's change) the signed-rank test confirms."
            : "a move is a change beyond \(Self.figure(request.threshold * 100)) %."
        var lines = [
            "## Bisect: \(request.scenario) · \(metric)", "",
            "good `\(ShortCommit.of(good))` (\(request.goodRef)) … bad `\(ShortCommit.of(bad))` (\(request.badRef)): \(result.commitCount) commits, \(how)",
            "",
        ]
        lines += outcomeLines
        if let explanation {
            lines.append("")
            if let note = explanation.note { lines.append("Changed functions: \(note).") }
            if !explanation.markdown.isEmpty { lines.append(explanation.markdown) }
        }
        let retried = result.probes.filter { $0.retries != nil }
        if !retried.isEmpty {
            lines.append("")
            lines.append(
                "Retried (unsure: an effect beyond the tolerance the signed-rank test did not confirm), measured again with more pairs: "
                    + retried.map { "`\(ShortCommit.of($0.commit))` (\($0.reading?.pairs ?? 0) pairs in all)" }
                    .joined(separator: ", ") + ".")
        }
        lines += ["", "| probe | commit | subject | \(metric) | time |", "| ---: | --- | --- | ---: | ---: |"]
        for (number, probe) in result.probes.enumerated() {
            let figure =
                probe.reading.map(Self.describe) ?? probe.figure.map(Self.figure)
                ?? "skipped: \(skipped[probe.commit] ?? "no figure")"
            let again = probe.retries.map { " (retried \($0)×)" } ?? ""
            let time = seconds[probe.commit].map { "\(GatePhases.seconds(.milliseconds(Int($0 * 1000)))) s" } ?? ""
            lines.append(
                "| \(number + 1) | `\(ShortCommit.of(probe.commit))` | \(subject(probe.commit)) | \(figure)\(again) | \(time) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// The answer's lines.
    var outcomeLines: [String] {
        var lines: [String] = []
        switch result.outcome {
        case .culprit(let step):
            lines.append("**Culprit** `\(step.commit)` \(subject(step.commit)): \(culpritEffect(step))")
            if !step.untested.isEmpty {
                lines.append("")
                lines.append(
                    "Or one of the commits just before it, which could not be measured: "
                        + step.untested.map { "`\($0)` \(subject($0))" }.joined(separator: ", ") + ".")
            }
        case .spread(let steps), .outOfProbes(let steps), .unsure(_, let steps):
            if case .unsure(let commit, _) = result.outcome {
                lines.append(
                    "**Undecided**: `\(commit)` stayed neither like good nor like bad after \(request.maxPairs) pairs.")
                lines.append("")
            }
            lines.append(
                steps.isEmpty
                    ? "**Undecided**: no step found."
                    : "**No single culprit**: the figure moved in \(steps.count) steps.")
            lines += [""] + steps.map { "- step at `\($0.commit)` \(subject($0.commit)): \(effect($0))" }
        case .noChange:
            let figures = result.probes.map { $0.reading.map(Self.describe) ?? $0.figure.map(Self.figure) ?? "" }
            lines.append("**No culprit**: good and bad agree (\(figures.joined(separator: ", "))).")
        case .unmeasured(let commit):
            lines.append("**Not measured**: `\(commit)` (\(skipped[commit] ?? "no figure")).")
        }
        return lines
    }
}
