/// How one scenario ended.
public enum ScenarioStatus: String, Codable, Sendable {
    /// Ran to the end; every budget held and nothing leaked.
    case passed
    /// Ran to the end; a budget failed or a leak was found.
    case failed
    /// The worker died: a signal, an unexpected exit status, or a result that was missing or malformed.
    case crashed
    /// The worker ran past the scenario's time limit and was killed.
    case timedOut = "timed_out"
    /// The worker refused to measure (e.g. jemalloc is not the allocator) or the scenario threw.
    case error
}
