import BenchReport
import Foundation

/// The identity of a build: FNV-1a 64 over the bytes of its executables, in hex. It changes with the
/// code actually built (an edit in a dirty tree, another compiler or configuration), which a commit id
/// alone cannot tell apart.
enum BuildIdentity {
    /// The hash of the files at `paths`, in order; `nil` when one cannot be read.
    static func hash(of paths: [String]) -> String? {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            data.withUnsafeBytes { bytes in
                for byte in bytes {
                    state ^= UInt64(byte)
                    state = state &* 0x0000_0100_0000_01B3
                }
            }
        }
        let hex = String(state, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
