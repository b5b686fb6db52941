import CJemalloc
import Glibc

/// A jemalloc arena of the harness's own: every buffer the harness keeps while it measures (sample
/// blocks, slowest calls, values, frame scratch) lives here, so the subject's heap figures —
/// `stats.allocated` minus this arena's bytes — never include them.
///
/// Allocations bypass the thread cache (`MALLOCX_TCACHE_NONE`), so the arena's statistics are exact
/// after an `epoch` refresh.
public final class HarnessArena {
    /// The arena's index (`arenas.create`).
    public let index: UInt32
    private let flags: Int32
    private let smallName: [CChar]
    private let largeName: [CChar]

    /// Creates a new arena. Call after `JemallocProbe.check()`.
    public init() throws(AllocatorError) {
        index = try Mallctl.read("arenas.create", initial: 0 as UInt32)
        flags = kb_mallocx_arena_flags(index)
        smallName = Array("stats.arenas.\(index).small.allocated".utf8CString)
        largeName = Array("stats.arenas.\(index).large.allocated".utf8CString)
    }

    /// `bytes` bytes (at least 1), 16-byte aligned, in this arena. Running out of memory stops the worker.
    public func allocate(bytes: Int) -> UnsafeMutableRawPointer {
        guard let pointer = mallocx(Swift.max(bytes, 1), flags) else {
            preconditionFailure("the harness arena could not allocate \(bytes) bytes")
        }
        return pointer
    }

    /// Typed storage for `count` values, initialised to `value`.
    public func allocate<T>(_ count: Int, of value: T) -> UnsafeMutablePointer<T> {
        let raw = allocate(bytes: Swift.max(count, 1) * MemoryLayout<T>.stride)
        return raw.initializeMemory(as: T.self, repeating: value, count: Swift.max(count, 1))
    }

    /// Frees what `allocate` returned.
    public func free(_ pointer: UnsafeMutableRawPointer) { dallocx(pointer, flags) }

    /// Bytes live in this arena (small + large `allocated`). Call after `JemallocProbe.refresh()`.
    public func allocatedBytes() -> UInt64 {
        UInt64(Mallctl.mustRead(cName: smallName, initial: 0 as Int).magnitude)
            + UInt64(Mallctl.mustRead(cName: largeName, initial: 0 as Int).magnitude)
    }
}
