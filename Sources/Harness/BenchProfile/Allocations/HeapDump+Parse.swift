extension HeapDump {
    /// Reads a `heap_v2` dump; throws one line naming the first line it cannot read.
    public init(parsing text: String) throws(AllocationProfileError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let header = lines.popFirst(), header.hasPrefix("heap_v2/"),
            let period = UInt64(header.dropFirst("heap_v2/".count)), period > 0
        else { throw .malformedDump(line: 1, "expected 'heap_v2/<sample period>'") }
        samplePeriod = period
        records = []
        var mapLines: [Substring] = []
        var number = 1
        var inMap = false
        while let line = lines.popFirst() {
            number += 1
            if inMap {
                mapLines.append(line)
            } else if line == "MAPPED_LIBRARIES:" {
                inMap = true
            } else if line.hasPrefix("@") {
                records.append(try Self.record(line, number: number))
            } else if line.hasPrefix("  t*:") {
                // The first `t*` line is the whole heap's; every later one totals the stack above it.
                guard !records.isEmpty else { continue }
                let (live, allocated) = try Self.tallies(line, number: number)
                records[records.count - 1].live = live
                records[records.count - 1].allocated = allocated
            } else if !line.isEmpty && !line.hasPrefix("  t") {
                throw .malformedDump(line: number, "unexpected '\(line.prefix(60))'")
            }
        }
        guard inMap else { throw .malformedDump(line: number, "no MAPPED_LIBRARIES section (a cut-off dump?)") }
        map = MemoryMap(parsing: mapLines)
    }

    private static func record(_ line: Substring, number: Int) throws(AllocationProfileError) -> Record {
        var addresses: [UInt64] = []
        for word in line.dropFirst().split(separator: " ") {
            guard word.hasPrefix("0x"), let address = UInt64(word.dropFirst(2), radix: 16) else {
                throw .malformedDump(line: number, "'\(word.prefix(40))' is not an address")
            }
            addresses.append(address)
        }
        let none = Tally(objects: 0, bytes: 0)
        return Record(addresses: addresses, live: none, allocated: none)
    }

    /// `  t*: a: b [c: d]` → live (a, b) and allocated (c, d).
    private static func tallies(_ line: Substring, number: Int) throws(AllocationProfileError) -> (Tally, Tally) {
        let numbers = line.dropFirst("  t*:".count).split(whereSeparator: { " :[]".contains($0) }).compactMap {
            UInt64($0)
        }
        guard numbers.count == 4 else { throw .malformedDump(line: number, "expected 't*: n: bytes [n: bytes]'") }
        return (Tally(objects: numbers[0], bytes: numbers[1]), Tally(objects: numbers[2], bytes: numbers[3]))
    }
}
