import Foundation

/// Reads the text of `perf script -F comm,tid,ip,sym` (perf's samples with their call chains) into
/// folded stacks, one sample a unit of weight.
///
/// Each sample is a header line (`comm tid`), then one indented line per frame, leaf first
/// (`\t  6dc4b9 symbol`), then a blank line. Frames perf could not name stay as `[unknown]`; the
/// end-of-chain marker (address `ffffffffffffffff`) is dropped. Symbols are as perf prints them
/// (Swift names still mangled).
public enum PerfScript {
    /// The samples of `text`, each stack root first.
    public static func folded(_ text: String) -> FoldedStacks {
        var stacks = FoldedStacks(unit: .samples)
        var leafFirst: [String] = []
        var inSample = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                if inSample { stacks.add(leafFirst.reversed(), weight: 1) }
                leafFirst.removeAll(keepingCapacity: true)
                inSample = false
            } else if line.first == "\t" || line.first == " " {
                if let frame = frame(line) { leafFirst.append(frame) }
            } else {
                if inSample { stacks.add(leafFirst.reversed(), weight: 1) }
                leafFirst.removeAll(keepingCapacity: true)
                inSample = true
            }
        }
        if inSample { stacks.add(leafFirst.reversed(), weight: 1) }
        return stacks
    }

    /// The symbol of one frame line (`  6dc4b9 swift_release+0x3d` → `swift_release`), `nil`
    /// for the end-of-chain marker.
    static func frame(_ line: Substring) -> String? {
        let trimmed = line.drop { $0 == "\t" || $0 == " " }
        guard let space = trimmed.firstIndex(of: " ") else { return nil }
        let address = trimmed[..<space]
        guard address != "ffffffffffffffff" else { return nil }
        var symbol = trimmed[trimmed.index(after: space)...]
        if let offset = symbol.range(of: "+0x", options: .backwards),
            symbol[offset.upperBound...].allSatisfy(\.isHexDigit)
        {
            symbol = symbol[..<offset.lowerBound]
        }
        return symbol.isEmpty ? nil : String(symbol)
    }
}
