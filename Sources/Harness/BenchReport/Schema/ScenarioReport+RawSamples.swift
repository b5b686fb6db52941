extension ScenarioReport {
    /// Removes the raw samples and histogram spectra of every metric (a nightly's report
    /// keeps them only for a scenario that did not pass, or with `run --samples`). Summaries,
    /// per-repetition figures and budgets are untouched.
    public mutating func dropRawSamples() {
        for index in metrics.indices {
            metrics[index].samples = nil
            metrics[index].histogram = nil
        }
    }

    /// Whether any metric keeps raw samples or a histogram.
    public var hasRawSamples: Bool { metrics.contains { $0.samples != nil || $0.histogram != nil } }
}
