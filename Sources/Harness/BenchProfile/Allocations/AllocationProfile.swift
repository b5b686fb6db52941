/// Where a measured phase allocated: every recorded call stack with the allocations made there and
/// those still live when the dump was written, frames named (inlined ones included) and demangled.
///
/// Read from a jemalloc heap dump (`HeapDump`); the allocator's own frames (jemalloc) are left out, so
/// a stack's leaf is the Swift runtime or C function that called `malloc`. Each stack's **site** is its
/// innermost frame outside the allocation machinery (the Swift runtime, the standard library, C
/// allocation functions): the code that asked for the memory.
public struct AllocationProfile: Sendable, Equatable {
    /// One call stack.
    public struct Stack: Sendable, Equatable {
        /// The frames, root (outermost) first, allocator frames removed.
        public var frames: [CodeFrame]
        /// The index in `frames` of the site, or `nil` when every frame is allocation machinery.
        var siteIndex: Int?
        /// Allocations made here during recording and still live at the dump.
        public var live: HeapDump.Tally
        /// Every allocation made here during recording.
        public var allocated: HeapDump.Tally

        /// The site's frame, or the leaf when there is no site.
        public var site: CodeFrame? { siteIndex.map { frames[$0] } ?? frames.last }
    }

    /// Every stack with at least one recorded allocation.
    public var stacks: [Stack]
    /// jemalloc's mean bytes between two recorded allocations: 1 means every allocation was recorded
    /// (the figures are exact); above 1 the figures are estimates scaled up from a sample.
    public var samplePeriod: UInt64

    /// A profile of `stacks`.
    public init(stacks: [Stack], samplePeriod: UInt64) {
        self.stacks = stacks
        self.samplePeriod = samplePeriod
    }

    /// What a folded profile weighs.
    public enum Weight: Sendable, Equatable {
        /// Bytes allocated (freed or not).
        case allocatedBytes
        /// Allocations made (freed or not).
        case allocations
        /// Bytes still live at the dump.
        case liveBytes
    }

    /// The profile as folded stacks (frames named by function), weighed by `weight`.
    public func folded(_ weight: Weight) -> FoldedStacks {
        var folded = FoldedStacks(unit: weight == .allocations ? .allocations : .bytes)
        for stack in stacks {
            let value =
                switch weight {
                case .allocatedBytes: stack.allocated.bytes
                case .allocations: stack.allocated.objects
                case .liveBytes: stack.live.bytes
                }
            folded.add(stack.frames.map(\.function), weight: value)
        }
        return folded
    }

    /// Total allocations and bytes made while recording.
    public var allocated: HeapDump.Tally { Self.sum(stacks.map(\.allocated)) }

    /// Total allocations and bytes still live at the dump.
    public var live: HeapDump.Tally { Self.sum(stacks.map(\.live)) }

    static func sum(_ tallies: [HeapDump.Tally]) -> HeapDump.Tally {
        tallies.reduce(HeapDump.Tally(objects: 0, bytes: 0)) {
            HeapDump.Tally(objects: $0.objects + $1.objects, bytes: $0.bytes + $1.bytes)
        }
    }
}
