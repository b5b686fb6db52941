/// One jemalloc heap profile (`prof.dump`, format `heap_v2`), as written: per call stack, what is
/// live and what was allocated in all, and the process's memory map to symbolise the addresses with.
///
/// The text reads:
/// ```
/// heap_v2/<sample period>
///   t*: <live objects>: <live bytes> [<allocated objects>: <allocated bytes>]
///   t<thread>: …
/// @ 0x<leaf return address> 0x… 0x<outermost>
///   t*: …
/// MAPPED_LIBRARIES:
/// <the lines of /proc/self/maps>
/// ```
/// Bytes are jemalloc's usable sizes (the size class), not the bytes requested.
public struct HeapDump: Sendable, Equatable {
    /// Objects and bytes.
    public struct Tally: Sendable, Equatable {
        /// How many allocations.
        public var objects: UInt64
        /// Their bytes (size classes).
        public var bytes: UInt64

        /// A tally of `objects` allocations of `bytes` in all.
        public init(objects: UInt64, bytes: UInt64) {
            self.objects = objects
            self.bytes = bytes
        }
    }

    /// One call stack and its figures (all threads).
    public struct Record: Sendable, Equatable {
        /// Return addresses, the leaf (inside the allocator) first.
        public var addresses: [UInt64]
        /// Allocations made at this stack while recording and not freed when the dump was written.
        public var live: Tally
        /// Every allocation made at this stack while recording (`prof_accum`), freed or not.
        public var allocated: Tally
    }

    /// The mean number of bytes between two recorded allocations (`2^lg_prof_sample`): 1 means every
    /// allocation was recorded.
    public var samplePeriod: UInt64
    /// Every recorded call stack.
    public var records: [Record]
    /// The dumping process's memory map.
    public var map: MemoryMap
}
