extension ScenarioInfo {
    /// The catalogue line of a scenario split into parts, this line the first part's and `others` the rest's,
    /// in part order: every metric and budget any part declares, once each in the order first declared,
    /// the parameters of all, and the number of parts. Name, kind, tags, time limit and repetition cap are
    /// the first part's (a declaration states them once for all parts).
    public func joined(with others: some Collection<ScenarioInfo>) -> ScenarioInfo {
        var joined = self
        for part in others {
            for metric in part.metrics where !joined.metrics.contains(where: { $0.id == metric.id }) {
                joined.metrics.append(metric)
            }
            for budget in part.budgets where !joined.budgets.contains(budget) { joined.budgets.append(budget) }
            joined.parameters.merge(part.parameters) { first, _ in first }
            joined.tracksObjects = joined.tracksObjects || part.tracksObjects
        }
        joined.parts = others.isEmpty ? nil : others.count + 1
        return joined
    }
}
