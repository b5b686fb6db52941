import BenchReport
import Foundation

/// Two builds of this package to compare: the base (a commit, a prebuilt worker, or both) and the
/// head (this checkout: its commit, and whether its tree has changes not committed). Resolved once,
/// before anything is built; the gate — and a bisect's probe — measure one such pair.
struct BuildComparison: Sendable, Equatable {
    /// The base side.
    struct Base: Sendable, Equatable {
        /// The ref as given (`origin/main`), for messages.
        var ref: String?
        /// The commit it names; `nil` for a prebuilt worker without a ref (then no report names one).
        var commit: String?
        /// A prebuilt worker; `nil`: built from `commit` (or taken from the worker cache).
        var worker: String?
    }

    /// The head side: this checkout.
    struct Head: Sendable, Equatable {
        /// Its commit; `nil` outside a repository.
        var commit: String?
        /// Whether its tree has changes not committed (they are part of what is measured).
        var dirty: Bool
    }

    var base: Base
    var head: Head

    /// Resolves the base's ref to a commit and reads the head's state. Throws a one-line `UsageError`
    /// for a ref that names no commit or a worker that is not an executable file.
    static func resolve(baseRef: String?, baseWorker: String?, resolver: RefResolver) async throws -> BuildComparison {
        var base = Base(ref: baseRef, commit: nil, worker: baseWorker)
        if let baseRef {
            guard let commit = await resolver.commit(baseRef) else {
                throw UsageError("--base-ref '\(baseRef)' is not a commit of this repository")
            }
            base.commit = commit
        }
        if let baseWorker, !isExecutableFile(baseWorker) {
            throw UsageError("--base-worker '\(baseWorker)' is not an executable file")
        }
        return BuildComparison(base: base, head: Head(commit: await resolver.head(), dirty: await resolver.isDirty()))
    }

    /// What a reader should know before the numbers: an A/A comparison (the base is this very commit,
    /// tree clean), changes not committed on the head side, a base whose commit is not known.
    var notes: [String] {
        var notes: [String] = []
        if let commit = base.commit, commit == head.commit {
            notes.append(
                head.dirty
                    ? "the base (\(base.ref ?? commit)) is this checkout's commit \(ShortCommit.of(commit)): only the changes not committed differ"
                    : "the base (\(base.ref ?? commit)) is this checkout's commit \(ShortCommit.of(commit)) and the tree is clean: an A/A run of the same code"
            )
        } else if head.dirty {
            notes.append(
                "this checkout has changes not committed: the current side is \(head.commit.map { ShortCommit.of($0) } ?? "HEAD") with them"
            )
        }
        if base.commit == nil {
            notes.append(
                "the base worker's commit is not known (give --base-ref to name it): the comparison names none")
        }
        return notes
    }

    /// Whether `path` is a regular file this process may execute.
    static func isExecutableFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
