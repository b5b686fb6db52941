import BenchReport
import BenchSafety

extension BisectReport {
    /// The JSON document (`--json`).
    struct Document: Codable, Sendable, Equatable {
        struct ProbeRow: Codable, Sendable, Equatable {
            var commit: String
            var subject: String
            var figure: Double?
            var skipped: String?
            var seconds: Double?
            /// A timing's whole reading against good (interval, p, pairs); `nil` for a count.
            var reading: BisectReading? = nil
            /// How often it was measured again because it was unsure; `nil`: never.
            var retries: Int? = nil
        }
        var scenario: String
        var metric: String
        var good: String
        var bad: String
        var commits: Int
        var thresholdPercent: Double
        /// `culprit`, `no-change`, `spread`, `out-of-probes`, `unsure` or `unmeasured`.
        var outcome: String
        var culprit: BisectStep?
        var steps: [BisectStep]
        var probes: [ProbeRow]
        var probeBound: Int
        var durationSeconds: Double
        var verdict: String
        var exitCode: Int32
        /// The commits measured again with more pairs.
        var retried: [String]? = nil
        /// The functions that changed from the culprit's parent to the culprit.
        var explanation: BisectExplanation? = nil
    }

    func document(verdict: String, code: BenchExitCode) -> Document {
        let (good, bad) = (request.commits[0].hash, request.commits[request.commits.count - 1].hash)
        let (name, culprit, steps): (String, BisectStep?, [BisectStep]) =
            switch result.outcome {
            case .noChange: ("no-change", nil, [])
            case .culprit(let step): ("culprit", step, [step])
            case .spread(let steps): ("spread", nil, steps)
            case .outOfProbes(let steps): ("out-of-probes", nil, steps)
            case .unsure(_, let steps): ("unsure", nil, steps)
            case .unmeasured: ("unmeasured", nil, [])
            }
        let retried = result.probes.filter { $0.retries != nil }.map(\.commit)
        return Document(
            scenario: request.scenario, metric: metric.name, good: good, bad: bad, commits: result.commitCount,
            thresholdPercent: request.threshold * 100, outcome: name, culprit: culprit, steps: steps,
            probes: result.probes.map {
                .init(
                    commit: $0.commit, subject: subject($0.commit), figure: $0.figure, skipped: skipped[$0.commit],
                    seconds: seconds[$0.commit], reading: $0.reading, retries: $0.retries)
            },
            probeBound: BisectResult.bound(commits: result.commitCount),
            durationSeconds: Bisect.seconds(duration), verdict: verdict, exitCode: code.rawValue,
            retried: retried.isEmpty ? nil : retried, explanation: explanation)
    }
}
