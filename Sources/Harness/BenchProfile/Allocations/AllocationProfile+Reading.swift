import Foundation

extension AllocationProfile {
    /// Turns Swift linkage names into readable ones, in one batch: readable name by linkage name (a
    /// name missing from the answer stays as it is). `SwiftDemangler.demangle` fits.
    public typealias Demangler = ([String]) throws -> [String: String]

    /// The profile of `dump`: addresses named through `symbolizer`, Swift names through `demangle`,
    /// figures scaled up when the dump was sampled (`samplePeriod` > 1, as `jeprof` does).
    public init(dump: HeapDump, symbolizer: CodeSymbolizer, demangle: Demangler) throws {
        let recorded = dump.records.filter { $0.allocated.objects > 0 || $0.live.objects > 0 }
        let named = try Self.name(Set(recorded.flatMap(\.addresses)), map: dump.map, symbolizer: symbolizer)
        var stacks = recorded.map { record in
            // Leaf first in the dump; the root first here. Inlined frames come innermost first, so the
            // whole list is reversed once.
            let frames = record.addresses.flatMap { named[$0] ?? [CodeFrame(function: Self.hex($0))] }
            return Stack(
                frames: frames.reversed(), siteIndex: nil,
                live: Self.scaled(record.live, dump.samplePeriod),
                allocated: Self.scaled(record.allocated, dump.samplePeriod))
        }
        for index in stacks.indices {
            stacks[index].siteIndex = stacks[index].frames.lastIndex { !Self.isAllocationMachinery($0.function) }
        }
        self.init(stacks: try Self.demangled(stacks, demangle), samplePeriod: dump.samplePeriod)
    }

    /// The frames at each address that lies in a file outside the allocator; an address in jemalloc
    /// itself has no frames (its frames are left out of every stack).
    static func name(_ addresses: Set<UInt64>, map: MemoryMap, symbolizer: CodeSymbolizer) throws -> [UInt64:
        [CodeFrame]]
    {
        var byFile: [String: [(runtime: UInt64, file: UInt64)]] = [:]
        var independent: [String: Bool] = [:]
        var named: [UInt64: [CodeFrame]] = [:]
        for address in addresses.sorted() {
            let located = map.locate(address) { path in
                if let known = independent[path] { return known }
                let answer = MemoryMap.isPositionIndependent(path)
                independent[path] = answer
                return answer
            }
            guard let located else { continue }
            if isAllocator(located.path) {
                named[address] = []
                continue
            }
            // A return address points after its call: look up the byte before, inside the call.
            byFile[located.path, default: []].append((address, located.address &- 1))
        }
        for (path, pairs) in byFile {
            let frames = try symbolizer.frames(in: path, at: pairs.map(\.file))
            for pair in pairs { named[pair.runtime] = frames[pair.file] ?? [] }
            for pair in pairs where named[pair.runtime]?.isEmpty ?? true {
                named[pair.runtime] = [CodeFrame(function: hex(pair.runtime), file: path)]
            }
        }
        return named
    }

    /// Whether `path` is the allocator's library (jemalloc, linked or preloaded).
    static func isAllocator(_ path: String) -> Bool {
        path.split(separator: "/").last?.hasPrefix("libjemalloc") ?? false
    }

    /// Whether a function (by linkage name) only serves an allocation — the Swift runtime, the standard
    /// library (generic code specialised into other modules included), C allocation functions — rather
    /// than asking for it.
    static func isAllocationMachinery(_ name: String) -> Bool {
        let runtime = [
            "swift_", "_swift_", "__swift_", "_ZN5swift", "malloc", "calloc", "realloc", "posix_memalign",
            "aligned_alloc", "memalign", "_Znwm", "_Znam", "strdup",
        ]
        if runtime.contains(where: { name.hasPrefix($0) }) { return true }
        return isStandardLibrary(name)
    }

    /// Whether a Swift linkage name is the standard library's: module `Swift` (`$ss…`), or a member of
    /// one of its types (`$sSS…`, `$sSa…`) that is not an extension declared in another module
    /// (`$sSS12KeyboardCoreE…`).
    static func isStandardLibrary(_ name: String) -> Bool {
        let body = name.hasPrefix("_$s") ? name.dropFirst(3) : name.hasPrefix("$s") ? name.dropFirst(2) : nil
        guard let body, let first = body.first else { return false }
        if first == "s" { return true }
        guard first == "S", body.count > 2 else { return false }
        // A standard type (`S` and one letter), then maybe `<length><module>E`: an extension elsewhere.
        let afterType = body.dropFirst(2)
        let digits = afterType.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits) else { return true }
        let rest = afterType.dropFirst(digits.count)
        guard rest.count > length else { return true }
        return rest.dropFirst(length).first != "E"
    }

    /// `tally` scaled up from a sample of period `period` (jeprof's formula: each allocation of mean
    /// size s was recorded with probability 1 − e^(−s/period)); unchanged when every one was recorded.
    static func scaled(_ tally: HeapDump.Tally, _ period: UInt64) -> HeapDump.Tally {
        guard period > 1, tally.objects > 0 else { return tally }
        let mean = Double(tally.bytes) / Double(tally.objects)
        let scale = 1 / (1 - exp(-mean / Double(period)))
        return HeapDump.Tally(
            objects: UInt64((Double(tally.objects) * scale).rounded()),
            bytes: UInt64((Double(tally.bytes) * scale).rounded()))
    }

    /// `stacks` with every Swift function name demangled (one batch).
    static func demangled(_ stacks: [Stack], _ demangle: Demangler) throws -> [Stack] {
        let mangled = Array(Set(stacks.flatMap { $0.frames.map(\.function) }.filter(isSwiftSymbol))).sorted()
        guard !mangled.isEmpty else { return stacks }
        let names = try demangle(mangled)
        return stacks.map { stack in
            var renamed = stack
            for index in renamed.frames.indices {
                let linkage = renamed.frames[index].function
                renamed.frames[index].module = ProjectCode.module(ofSymbol: linkage)
                renamed.frames[index].function = names[linkage] ?? linkage
            }
            return renamed
        }
    }

    static func isSwiftSymbol(_ name: String) -> Bool { name.hasPrefix("$s") || name.hasPrefix("_$s") }

    static func hex(_ address: UInt64) -> String { "0x" + String(address, radix: 16) }
}
