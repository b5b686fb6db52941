import BenchRunner
import BenchSafety
import Foundation

extension WorkerCache {
    /// Builds the worker of `key` into the cache, from `repository`'s commit checked out in the cache's
    /// worktree, every command's output appended to `log`. Holds the cache's lock: a second gate waits,
    /// then finds the worker built. Returns why it failed, `nil` when the worker is there.
    func build(_ key: Key, repository: String, buildFlags: [String], log: String) async -> String? {
        guard let lockHandle = Self.lock(lock) else { return "cannot lock \(lock)" }
        defer { Self.unlock(lockHandle) }
        if FileManager.default.isExecutableFile(atPath: worker(key)) { return nil }
        let sink = ExternalCommand.Sink.log(log)
        _ = await ExternalCommand("git", ["-C", repository, "worktree", "prune"]).run(into: sink)
        var reuse = FileManager.default.fileExists(atPath: source + "/.git")
        if reuse { reuse = await ExternalCommand("git", ["-C", source, "rev-parse", "--git-dir"]).capture().succeeded }
        let checkout =
            reuse
            ? ExternalCommand("git", ["-C", source, "checkout", "--quiet", "--force", "--detach", key.commit])
            : ExternalCommand("git", ["-C", repository, "worktree", "add", "--quiet", "--detach", source, key.commit])
        if !reuse { try? FileManager.default.removeItem(atPath: source) }
        guard await checkout.run(into: sink) == 0 else { return "\(checkout.commandLine) failed" }
        seedDependencies(from: repository)
        let swift = ["build", "-c", "release"] + buildFlags
        let build = ExternalCommand(
            "swift", swift + ["--product", "keyboard-bench-worker", "--package-path", source],
            deadlineSeconds: ExternalCommand.buildDeadlineSeconds)
        guard await build.run(into: sink) == 0 else { return "the build failed" }
        let bin = await ExternalCommand("swift", swift + ["--package-path", source, "--show-bin-path"]).capture()
        guard bin.succeeded else { return "swift build --show-bin-path failed" }
        return install(bin.output + "/keyboard-bench-worker", as: key)
    }

    /// The current checkout's resolved dependencies, given to the base's worktree when it has none:
    /// no network fetch for the base's (the same pins, mostly).
    func seedDependencies(from repository: String) {
        let files = FileManager.default
        if !files.fileExists(atPath: source + "/Package.resolved"),
            files.fileExists(atPath: repository + "/Package.resolved")
        {
            try? files.copyItem(atPath: repository + "/Package.resolved", toPath: source + "/Package.resolved")
        }
        guard !files.fileExists(atPath: source + "/.build/repositories"),
            files.fileExists(atPath: repository + "/.build/repositories")
        else { return }
        try? files.createDirectory(atPath: source + "/.build", withIntermediateDirectories: true)
        for name in ["repositories", "checkouts", "workspace-state.json"] {
            try? files.copyItem(atPath: "\(repository)/.build/\(name)", toPath: "\(source)/.build/\(name)")
        }
    }

    /// Copies the built worker into its folder of the cache under a temporary name beside it (a
    /// `TemporaryFileName`: two installs never share one, and `StaleTemporaryFiles` knows a dead one's),
    /// which a rename makes appear whole; then prunes.
    func install(_ built: String, as key: Key) -> String? {
        let target = worker(key)
        let folder = DirectoryEntries.parent(of: target)
        let temporary = OutputPlan.join(
            folder, TemporaryFileName(target: DirectoryEntries.lastComponent(of: target)).name)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            StaleTemporaryFiles().remove(in: folder)
            try FileManager.default.copyItem(atPath: built, toPath: temporary)
        } catch {
            unlink(temporary)
            return "cannot copy \(built) into the cache: \(error.localizedDescription)"
        }
        do {
            try AtomicFileWriter.rename(temporary, over: target) { unlink(temporary) }
        } catch {
            return error.description
        }
        prune()
        return nil
    }

    /// An exclusive lock on `path` (created when missing), held until `unlock`.
    static func lock(_ path: String) -> Int32? {
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                return nil
            }
        }
        return descriptor
    }

    /// Releases a lock of `lock(_:)`.
    static func unlock(_ descriptor: Int32) {
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
