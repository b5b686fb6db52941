import BenchReport

extension RunReport {
    /// The report as PerfCI reads it: every metric with one figure per repetition — a report without
    /// repetition figures (older ones) gives its headline as its one figure, and a metric with no figure
    /// at all is left out (it cannot be compared, charted or exported).
    public func readable() -> RunReport {
        var report = self
        for index in report.scenarios.indices {
            report.scenarios[index].metrics = report.scenarios[index].metrics.compactMap { metric in
                guard metric.repetitions.isEmpty else { return metric }
                guard let headline = metric.headline else { return nil }
                var figured = metric
                figured.repetitions = [headline]
                return figured
            }
        }
        return report
    }
}
