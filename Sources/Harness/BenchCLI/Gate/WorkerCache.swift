import BenchRunner
import BenchSafety
import Foundation

/// The base workers built so far, one per commit and build configuration (`<root>/workers/<key>/`),
/// the newest `kept` of them; the base's source in a git worktree of its own (`<root>/src/`, with its own
/// `.build`, so the next base commit rebuilds only what changed); `<root>/lock` serialises builds.
struct WorkerCache: Sendable, Equatable {
    /// The cache's folder (absolute).
    var root: String
    /// How many workers stay (the most recently used).
    static let kept = 8

    /// A cached worker's name: the commit, then a hash of everything else its build depends on.
    struct Key: Sendable, Equatable, CustomStringConvertible {
        /// The commit built.
        var commit: String
        /// The first 12 digits of the configuration's hash.
        var configuration: String
        /// `<commit>-<configuration>`.
        var description: String { "\(commit)-\(configuration)" }
    }

    /// What a worker's build depends on besides its commit: the toolchain's `swift --version`, the
    /// machine's architecture, the configuration and the extra build flags — one per line.
    static func configurationText(toolchain: String, architecture: String, buildFlags: [String]) -> String {
        [toolchain, architecture, "-c release", buildFlags.joined(separator: " ")].map { $0 + "\n" }.joined()
    }

    /// The key of `commit` built with this toolchain, on this machine, with `buildFlags` (the
    /// configuration hashed as git hashes a blob); throws `ToolFailure` without a toolchain.
    static func key(commit: String, buildFlags: [String], directory: String) async throws -> Key {
        let toolchain = await ExternalCommand("swift", ["--version"]).capture()
        guard toolchain.succeeded else { throw ToolFailure("swift --version failed: no toolchain to build with") }
        let architecture = await ExternalCommand("uname", ["-m"]).capture().output
        let text = configurationText(toolchain: toolchain.output, architecture: architecture, buildFlags: buildFlags)
        let hash = try await blobHash(text, directory: directory)
        return Key(commit: commit, configuration: String(hash.prefix(12)))
    }

    /// `git hash-object` of `text`, written to a scratch file in TMPDIR named as `TemporaryFileName`
    /// names (this process's id in it), so a run killed before its `defer` leaves a file the next run's
    /// `StaleTemporaryFiles` removes.
    static func blobHash(_ text: String, directory: String) async throws -> String {
        let temporary = FileManager.default.temporaryDirectory.path
        StaleTemporaryFiles().remove(in: temporary)
        let scratch = OutputPlan.join(temporary, TemporaryFileName(target: "keyboard-bench-key").name)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        guard FileManager.default.createFile(atPath: scratch, contents: Data(text.utf8)) else {
            throw ToolFailure("cannot write \(scratch)")
        }
        let outcome = await ExternalCommand("git", ["-C", directory, "hash-object", "--no-filters", scratch]).capture()
        guard outcome.succeeded, outcome.output.count >= 12 else { throw ToolFailure("git hash-object failed") }
        return outcome.output
    }

    /// `<root>/workers`.
    var workers: String { root + "/workers" }
    /// The base's worktree.
    var source: String { root + "/src" }
    /// The lock every build holds.
    var lock: String { root + "/lock" }

    /// Where the worker of `key` is (or will be).
    func worker(_ key: Key) -> String { "\(workers)/\(key)/keyboard-bench-worker" }

    /// The cached worker of `key`, marked as just used; `nil` when it is not there.
    func cached(_ key: Key) -> String? {
        let path = worker(key)
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        try? FileManager.default.setAttributes(
            [.modificationDate: Date()], ofItemAtPath: (path as NSString).deletingLastPathComponent)
        return path
    }

    /// Removes all but the `kept` most recently used workers.
    func prune() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: workers)) ?? []
        let dated = names.compactMap { name -> (String, Date)? in
            let path = workers + "/" + name
            guard let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            else { return nil }
            return (path, date)
        }
        for (path, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(Self.kept) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
