extension MetricID {
    /// Instructions executed per call of the operation, counted by valgrind's callgrind (`run --instructions`).
    public static func instructions(_ operation: String) -> MetricID { MetricCatalogue.instructions.id(operation) }
}

extension MetricSpec {
    /// The instruction count of an operation: one value per worker (calls are counted, not sampled).
    public static func instructions(_ operation: String) -> MetricSpec { MetricCatalogue.instructions.spec(operation) }
}
