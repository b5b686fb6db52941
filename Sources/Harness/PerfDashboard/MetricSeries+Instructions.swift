import BenchReport
import PerfHistory
import PerfModel

extension MetricSeries {
    /// `series` with every `<operation>/instructions` chart moved right after its operation's
    /// `wall_time` chart, so a page shows instructions beside time (runs of `run --instructions`
    /// and timed runs share a history; each metric is its own series).
    static func instructionsBesideTime(_ series: [MetricSeries]) -> [MetricSeries] {
        let counts = series.filter { InstructionCount.isInstructionCount($0.metric) }
        var ordered = series.filter { !InstructionCount.isInstructionCount($0.metric) }
        for count in counts {
            let time = MetricID(count.metric).operation.map { MetricID.latency($0).name }
            let anchor = ordered.lastIndex { $0.metric == time && $0.fingerprint == count.fingerprint }
            ordered.insert(count, at: anchor.map { $0 + 1 } ?? ordered.endIndex)
        }
        return ordered
    }

    /// The instruction-count series of `headline`'s operation (`switch/wall_time` → `switch/instructions`).
    static func instructions(of headline: String?, in series: [MetricSeries], fingerprint: String, scenario: String)
        -> MetricSeries?
    {
        guard let headline, let slash = headline.firstIndex(of: "/") else { return nil }
        let name = MetricID.instructions(String(headline[..<slash])).name
        return series.first { $0.fingerprint == fingerprint && $0.scenario == scenario && $0.metric == name }
    }
}
