#if canImport(Glibc)
    import Glibc
#endif

/// The name of a file being written, before its rename: `.<name>.tmp-<pid>-<16 hex>`. The writer's
/// process id is in the name, so a later run can tell a leftover of a killed run (its writer is gone)
/// from a file another run is writing right now.
public struct TemporaryFileName: Equatable, Sendable {
    /// The final name (`report.json`).
    public var target: String
    /// The writing process.
    public var processID: Int32
    /// Distinguishes two temporaries of one process.
    public var nonce: UInt64

    /// A temporary name for `target` written by `processID`.
    public init(target: String, processID: Int32 = getpid(), nonce: UInt64 = .random(in: 0...UInt64.max)) {
        self.target = target
        self.processID = processID
        self.nonce = nonce
    }

    /// `.<target>.tmp-<pid>-<nonce as 16 hex digits>`.
    public var name: String {
        let hex = String(nonce, radix: 16)
        return ".\(target).tmp-\(processID)-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The longest temporary name for `target` (for length checks).
    public static func longestName(for target: String) -> String {
        TemporaryFileName(target: target, processID: Int32.max, nonce: .max).name
    }

    /// Reads a temporary name back: the target and, for names of this form, the writer's pid.
    /// Names of the first harness (`.report.json.tmp-<random>`) parse with `processID == nil`.
    public static func parse(_ name: String) -> (target: String, processID: Int32?)? {
        guard name.hasPrefix("."), let marker = lastMarker(in: name) else { return nil }
        let target = String(name[name.index(after: name.startIndex)..<marker.lowerBound])
        let tail = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard !target.isEmpty, tail.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isHexDigit } }) else { return nil }
        if tail.count == 2, let pid = Int32(tail[0]), pid > 0, tail[1].count == 16 { return (target, pid) }
        return tail.count == 1 ? (target, nil) : nil
    }

    /// Where the last `.tmp-` of `name` stands (the standard library's own search: this module is lean,
    /// without the string-processing module's `ranges(of:)`).
    static func lastMarker(in name: String) -> Range<String.Index>? {
        let marker = ".tmp-"
        var index = name.endIndex
        while index > name.startIndex {
            index = name.index(before: index)
            if name[index...].hasPrefix(marker) { return index..<name.index(index, offsetBy: marker.count) }
        }
        return nil
    }
}
