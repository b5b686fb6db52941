/// The allocations of every stack that shares one site (the code that asked for the memory), summed.
public struct AllocationSite: Sendable, Equatable {
    /// The site's function (demangled).
    public var function: String
    /// Its file and line (`File.swift:12`), when the debug information has them.
    public var position: String?
    /// The next frames outward that are not allocation machinery, nearest first (at most two, of the
    /// stack with the most bytes at this site).
    public var callers: [String]
    /// Every allocation made at the site while recording.
    public var allocated: HeapDump.Tally
    /// Those still live at the dump.
    public var live: HeapDump.Tally
}

extension AllocationProfile {
    /// Every site, the most bytes allocated first (ties: by name).
    public var sites: [AllocationSite] {
        var bySite: [String: (site: AllocationSite, heaviest: UInt64)] = [:]
        for stack in stacks {
            guard let frame = stack.site else { continue }
            let key = "\(frame.function)\u{0}\(frame.position ?? "")"
            var entry =
                bySite[key] ?? (
                    AllocationSite(
                        function: frame.function, position: frame.position, callers: [],
                        allocated: .init(objects: 0, bytes: 0), live: .init(objects: 0, bytes: 0)),
                    0
                )
            entry.site.allocated = Self.sum([entry.site.allocated, stack.allocated])
            entry.site.live = Self.sum([entry.site.live, stack.live])
            if stack.allocated.bytes >= entry.heaviest {
                entry.heaviest = stack.allocated.bytes
                entry.site.callers = Self.callers(of: stack)
            }
            bySite[key] = entry
        }
        return bySite.values.map(\.site).sorted {
            ($0.allocated.bytes, $1.function) > ($1.allocated.bytes, $0.function)
        }
    }

    /// Up to two frames outward of `stack`'s site, skipping what is allocation machinery.
    static func callers(of stack: Stack) -> [String] {
        guard let site = stack.siteIndex else { return [] }
        return stack.frames[..<site].reversed().prefix(2).map { frame in
            frame.position.map { "\(frame.function) (\($0))" } ?? frame.function
        }
    }
}
