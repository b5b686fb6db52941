import AtomicFiles

/// Why shared state could not be written (reading never fails: see `SharedStateStore.load()`).
public enum SharedStateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The encoded state is over the cap; nothing was written.
    case oversize(bytes: Int, limit: Int)
    /// A key is not `[a-z0-9_.-]`, 1–64 bytes; nothing was written.
    case invalidKey(String)
    /// A system call failed (what, on which file, and why); the old file is intact.
    case io(SystemError)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .oversize(let bytes, let limit):
            "shared state of \(bytes) bytes is over the \(limit)-byte cap; nothing written"
        case .invalidKey(let key): "shared state key '\(key)' is not 1-64 of [a-z0-9_.-]; nothing written"
        case .io(let failure): failure.description
        }
    }
}
