import BenchReport
import Determinism
import Foundation

/// The identity of a build: FNV-1a 64 over the bytes of its executables, in hex. It changes with the
/// code actually built (an edit in a dirty tree, another compiler or configuration), which a commit id
/// alone cannot tell apart.
enum BuildIdentity {
    /// The hash of the files at `paths`, in order; `nil` when one cannot be read.
    static func hash(of paths: [String]) -> String? {
        var hash = FNV1a()
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            data.withUnsafeBytes { hash.add(contentsOf: $0) }
        }
        return FNV1a.hex(hash.value)
    }
}
