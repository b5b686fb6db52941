/// What a profiled run (`run --profile KIND`) collects from each measured phase.
public enum ProfileKind: String, CaseIterable, Sendable, Equatable {
    /// Sampled call stacks of the measured phase (`perf record -e cpu-clock`).
    case cpu
    /// Instructions by function and call stack of the measured calls (callgrind, instruction mode).
    case instructions
    /// Allocation sites of the measured phase (jemalloc's profiler).
    case allocations = "alloc"

    /// The stem of the profile's files in `profiles/<scenario>/` (`cpu.folded`, `cpu-top.md`, …).
    public var fileStem: String { rawValue }
}
