import Glibc

/// Memory of the harness's own, kept outside jemalloc: every buffer the harness holds while it
/// measures (sample blocks, slowest calls, values, frame scratch) is carved from pages mapped with
/// `mmap`, so jemalloc's statistics — the subject's heap figures — can never include them.
///
/// A bump allocator: allocations are 16-byte aligned slices of mapped regions, all returned at once
/// when the arena goes (every region is unmapped). (A jemalloc arena of its own would also keep the
/// buffers out of the subject's figures, but its metadata alone costs ~300 KB of resident memory.)
final class HarnessArena {
    private var regions: [(base: UnsafeMutableRawPointer, size: Int)] = []
    private var cursor: UnsafeMutableRawPointer?
    private var remaining = 0
    /// Bytes mapped so far.
    private(set) var mappedBytes = 0

    /// Size of a region when an allocation fits in one (larger allocations get a region of their own).
    static let regionSize = 64 << 10

    /// An empty arena.
    init() {
        regions.reserveCapacity(64)
    }

    deinit {
        for region in regions { munmap(region.base, region.size) }
    }

    /// `bytes` bytes (at least 1), 16-byte aligned, zero-filled. Running out of memory stops the worker.
    func allocate(bytes: Int) -> UnsafeMutableRawPointer {
        let size = (Swift.max(bytes, 1) + 15) & ~15
        if size > remaining { mapRegion(atLeast: size) }
        guard let pointer = cursor else { preconditionFailure("the harness arena has no region") }
        cursor = pointer + size
        remaining -= size
        return pointer
    }

    /// Typed storage for `count` values, initialised to `value`.
    func allocate<T>(_ count: Int, of value: T) -> UnsafeMutablePointer<T> {
        let raw = allocate(bytes: Swift.max(count, 1) * Swift.max(MemoryLayout<T>.stride, 16))
        return raw.initializeMemory(as: T.self, repeating: value, count: Swift.max(count, 1))
    }

    private func mapRegion(atLeast size: Int) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = (Swift.max(size, Self.regionSize) + page - 1) / page * page
        let base = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let base, base != MAP_FAILED else {
            preconditionFailure("the harness arena could not map \(length) bytes (errno \(errno))")
        }
        regions.append((base, length))
        mappedBytes += length
        cursor = base
        remaining = length
    }
}
