/// Why jemalloc's figures cannot be trusted in this process.
///
/// Every case renders as one line that names the cause, for the worker's error report.
public enum AllocatorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `mallctl("version")` did not answer: jemalloc is not linked as the allocator.
    case notJemalloc(errno: Int32)
    /// jemalloc answered but was built without statistics.
    case statisticsDisabled
    /// A `mallctl` read or command failed.
    case mallctlFailed(name: String, errno: Int32)
    /// jemalloc answers but did not see an allocation this process made: another allocator serves
    /// `malloc` (for example a sanitizer or an `LD_PRELOAD` interposer).
    case notServingAllocations(path: String, requested: Int, counted: UInt64)
    /// An allocation profile was asked for, but this jemalloc was built without its profiler.
    case profilerNotBuilt
    /// An allocation profile was asked for, but jemalloc's profiler was not turned on at start.
    case profilerOff

    /// One line naming the cause.
    public var description: String {
        switch self {
        case .notJemalloc(let errno):
            "jemalloc is not the process allocator: mallctl(\"version\") failed (errno \(errno))"
        case .statisticsDisabled:
            "jemalloc was built without statistics (config.stats = false); memory figures would be meaningless"
        case .mallctlFailed(let name, let errno):
            "jemalloc mallctl(\"\(name)\") failed (errno \(errno))"
        case .notServingAllocations(let path, let requested, let counted):
            "jemalloc does not serve this process's allocations: a \(requested)-byte \(path) moved "
                + "thread.allocated by \(counted) bytes; memory figures would be meaningless"
        case .profilerNotBuilt:
            "jemalloc was built without its profiler (config.prof = false): no allocation profile can be taken"
        case .profilerOff:
            "jemalloc's profiler is off (opt.prof = false): an allocation profile needs MALLOC_CONF=prof:true at start"
        }
    }
}
