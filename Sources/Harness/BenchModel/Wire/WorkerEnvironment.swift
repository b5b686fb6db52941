/// Environment variables the parent sets for its workers (both sides read this one definition).
public enum WorkerEnvironment {
    /// The parent's process id, decimal: a worker's processes watch that process and end with it,
    /// however it ends (a worker started before its parent died finds it re-parented and never starts).
    public static let parent = "KEYBOARD_BENCH_PARENT"
    /// A CPU-profiled worker (`run --profile cpu`): the path of `perf record`'s control FIFO. The worker
    /// writes `enable` to it when its measured phase begins and `disable` when it ends; unset, the
    /// worker never touches perf.
    public static let perfControl = "KEYBOARD_BENCH_PERF_CONTROL"
    /// The path of the FIFO on which `perf record` acknowledges each control command (`ack`).
    public static let perfAcknowledge = "KEYBOARD_BENCH_PERF_ACK"
    /// An allocation-profiled worker (`run --profile alloc`): the folder jemalloc's heap profiles are
    /// dumped into (`AllocationDumps`). The parent also sets `MALLOC_CONF` to turn jemalloc's profiler on
    /// (inactive); the worker activates it around its measured phase. Unset, the worker never touches it.
    public static let allocationProfile = "KEYBOARD_BENCH_ALLOCATION_PROFILE"
}
