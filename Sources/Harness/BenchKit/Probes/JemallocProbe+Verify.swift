import Glibc

extension JemallocProbe {
    /// Size of the probe allocations `check()` makes.
    static let probeBytes = 4096

    /// A `malloc`/`free` pair must move `thread.allocated`: `malloc` binds to jemalloc.
    static func verifyServesMalloc() throws(AllocatorError) {
        let before = try Mallctl.read("thread.allocated", initial: 0 as UInt64)
        guard let block = malloc(probeBytes) else { preconditionFailure("malloc(\(probeBytes)) returned NULL") }
        keepAlive(block)
        free(block)
        let after = try Mallctl.read("thread.allocated", initial: 0 as UInt64)
        try expectCounted(after &- before, path: "malloc")
    }

    /// A Swift runtime allocation must move `thread.allocated`: the runtime's allocator is jemalloc.
    static func verifyServesSwift() throws(AllocatorError) {
        let before = try Mallctl.read("thread.allocated", initial: 0 as UInt64)
        let block = UnsafeMutableRawPointer.allocate(byteCount: probeBytes, alignment: 16)
        keepAlive(block)
        block.deallocate()
        let after = try Mallctl.read("thread.allocated", initial: 0 as UInt64)
        try expectCounted(after &- before, path: "Swift allocation")
    }

    private static func expectCounted(_ counted: UInt64, path: String) throws(AllocatorError) {
        guard counted >= UInt64(probeBytes) else {
            throw .notServingAllocations(path: path, requested: probeBytes, counted: counted)
        }
    }

    /// Writes through the block from an opaque function, so the optimizer cannot elide the allocation.
    @inline(never)
    private static func keepAlive(_ block: UnsafeMutableRawPointer) {
        block.storeBytes(of: 0xA5, as: UInt8.self)
    }
}
