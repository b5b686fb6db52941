extension HistoryRecord {
    /// A budget with its verdict (`metric` is a name index).
    public struct Budget: Codable, Sendable, Equatable {
        /// Index of the budgeted metric's name in `metricNames`.
        public var metric: Int
        /// The statistic judged.
        public var statistic: Statistic
        /// How the figure is compared with the limit.
        public var comparison: BudgetComparison
        /// The limit.
        public var limit: Double
        /// The figure judged, if there was one.
        public var measured: Double?
        /// Whether the budget held.
        public var passed: Bool

        /// A budget verdict.
        public init(
            metric: Int, statistic: Statistic, comparison: BudgetComparison, limit: Double, measured: Double?,
            passed: Bool
        ) {
            self.metric = metric
            self.statistic = statistic
            self.comparison = comparison
            self.limit = limit
            self.measured = measured
            self.passed = passed
        }

        /// Reads the array form `[metric, statistic, comparison, limit, measured or null, passed]`.
        public init(from decoder: any Decoder) throws {
            var array = try decoder.unkeyedContainer()
            metric = try array.decode(Int.self)
            statistic = try array.decode(Statistic.self)
            comparison = try array.decode(BudgetComparison.self)
            limit = try array.decode(Double.self)
            measured = try array.decodeNil() ? nil : try array.decode(Double.self)
            passed = try array.decode(Bool.self)
        }

        /// Writes the array form.
        public func encode(to encoder: any Encoder) throws {
            var array = encoder.unkeyedContainer()
            try array.encode(metric)
            try array.encode(statistic)
            try array.encode(comparison)
            try array.encode(limit)
            if let measured { try array.encode(measured) } else { try array.encodeNil() }
            try array.encode(passed)
        }
    }
}
