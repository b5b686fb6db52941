/// Why an allocation profile cannot be read: one line.
public enum AllocationProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The worker left no dump where it should have.
    case missingDump(path: String)
    /// A dump's text is not jemalloc's `heap_v2` format.
    case malformedDump(line: Int, String)
    /// No `llvm-symbolizer` next to `swift` or on PATH.
    case symbolizerMissing
    /// `llvm-symbolizer` failed or answered what cannot be read.
    case symbolizerFailed(String)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .missingDump(let path): "the allocation-profiled worker left no heap profile at \(path)"
        case .malformedDump(let line, let problem):
            "the heap profile is not jemalloc's heap_v2 format: line \(line): \(problem)"
        case .symbolizerMissing:
            "llvm-symbolizer not found (next to swift or on PATH): install the Swift toolchain or Debian's llvm to name allocation sites"
        case .symbolizerFailed(let reason): "llvm-symbolizer failed: \(reason)"
        }
    }
}
