import BenchKit
import BenchModel

/// A typist that scores itself: custom larger-is-better metrics with `atLeast` budgets.
final class ScoringTypist {
    let accuracy: Double
    var keys = 0

    init(accuracy: Double) { self.accuracy = accuracy }
}

extension Fixtures {
    static let metrics: [RegisteredScenario] = [
        scoring("metric-accuracy-holds", accuracy: 0.996).entry,
        scoring("metric-accuracy-breaks", accuracy: 0.98).entry,
        neverRecorded.entry,
    ]

    /// Declares a metric it never records: the report must say "not recorded".
    static var neverRecorded: Scenario<ScoringTypist> {
        Scenario("metric-never-recorded", tags: "unrecorded") {
            Subject { ScoringTypist(accuracy: 1) }
            Metric("score", unit: .count, polarity: .largerIsBetter)
            Repeat(10) { Measure("touch") { (typist: ScoringTypist, _: inout StepContext) in typist.keys += 1 } }
        }
    }

    /// Records accuracy once (`Record`), a per-touch distance sample per step, and counts keys (`add`).
    static func scoring(_ name: String, accuracy: Double) -> Scenario<ScoringTypist> {
        Scenario(name, tags: "metrics") {
            Subject { ScoringTypist(accuracy: accuracy) }
            Metric("accuracy", unit: .ratio, polarity: .largerIsBetter, deterministic: true)
            Metric("keys", unit: .count, polarity: .neither)
            Metric("touch-distance", unit: .pixels, polarity: .smallerIsBetter, shape: .distribution)
            Warmup(5)
            Repeat(100) {
                Measure("touch") { (typist: ScoringTypist, context: inout StepContext) in
                    typist.keys += 1
                    context.add("keys")
                    context.record("touch-distance", Double(context.iteration % 10) / 10)
                }
            }
            Record("accuracy") { $0.accuracy }
            Budget(.custom("accuracy"), atLeast: .ratio(0.995))
            Budget(.custom("touch-distance"), .p99, below: .pixels(1))
            TimeLimit(seconds: 20)
        }
    }
}
