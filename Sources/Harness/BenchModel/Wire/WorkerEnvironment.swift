/// Environment variables the parent sets for its workers (both sides read this one definition).
public enum WorkerEnvironment {
    /// The parent's process id, decimal: a worker's processes watch that process and end with it,
    /// however it ends (a worker started before its parent died finds it re-parented and never starts).
    public static let parent = "KEYBOARD_BENCH_PARENT"
}
