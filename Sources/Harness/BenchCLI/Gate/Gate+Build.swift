import BenchReport
import BenchRunner
import Foundation

extension Gate {
    /// Builds what the comparison lacks: the base's worker (unless given or cached) beside this
    /// checkout's worker. Returns the base worker's path and the `run` arguments naming the current
    /// worker; each build's own time goes to stderr.
    func buildSides(_ comparison: BuildComparison) async throws(GateFailure) -> (base: String?, current: [String]) {
        var baseWorker = comparison.base.worker
        var pending: Task<(String?, Duration), Never>? = nil
        if baseWorker == nil, let commit = comparison.base.commit {
            let key: WorkerCache.Key
            do {
                try FileManager.default.createDirectory(atPath: cache.workers, withIntermediateDirectories: true)
                key = try await WorkerCache.key(
                    commit: commit, buildFlags: request.buildFlags, directory: request.directory)
            } catch let error as ToolFailure {
                throw GateFailure(.crashed, error.description)
            } catch {
                throw GateFailure(.crashed, "cannot create \(cache.root)")
            }
            let short = ShortCommit.of(commit)
            if let cached = cache.cached(key) {
                GateConsole.line("base worker of \(short) from the cache (\(cached))")
                baseWorker = cached
            } else {
                GateConsole.line(
                    "building the base worker of \(short) (log: \(folder.baseBuildLog)), beside the current build")
                let (store, directory, flags, log) = (
                    self.cache, request.directory, request.buildFlags, folder.baseBuildLog
                )
                try? FileManager.default.removeItem(atPath: log)
                pending = Task {
                    await GatePhases.timed {
                        await store.build(key, repository: directory, buildFlags: flags, log: log)
                    }
                }
                baseWorker = cache.worker(key)
            }
        }
        let current = await buildCurrent()
        if let pending {
            let (failure, duration) = await pending.value
            if let failure {
                tail(folder.baseBuildLog)
                throw GateFailure(
                    .crashed,
                    "the worker at \(comparison.base.ref ?? "the base") did not build (\(failure); log: \(folder.baseBuildLog))"
                )
            }
            GatePhases.report(.init(name: "the base worker built (beside the current side)", duration: duration))
        }
        return (baseWorker, try current.get())
    }

    /// Builds this checkout's worker (`swift build -c release`, its output on stderr), unless the run
    /// arguments name a `--worker` of their own; says how long it took. Returns the `run` arguments
    /// naming the worker built (the caller waits for the base's build before a failure stops the gate:
    /// that build finishes into the cache).
    func buildCurrent() async -> Result<[String], GateFailure> {
        if let worker = currentWorker {
            GateConsole.line("the current side is --worker \(worker): nothing built for it")
            return .success([])
        }
        let swift = ["build", "-c", "release"] + request.buildFlags
        let build = ExternalCommand(
            "swift", swift + ["--product", "keyboard-bench-worker"], directory: request.directory,
            deadlineSeconds: ExternalCommand.buildDeadlineSeconds)
        let (status, duration) = await GatePhases.timed { await build.run(into: .standardError) }
        guard status == 0 else { return .failure(GateFailure(.crashed, "keyboard-bench-worker did not build")) }
        GatePhases.report(.init(name: "the current side built", duration: duration))
        let bin = await ExternalCommand("swift", swift + ["--show-bin-path"], directory: request.directory).capture()
        guard bin.succeeded, !bin.output.isEmpty else {
            return .failure(GateFailure(.crashed, "swift build --show-bin-path failed"))
        }
        return .success(["--worker", bin.output + "/keyboard-bench-worker"])
    }

    /// The last 20 lines of a build log, on stderr.
    func tail(_ log: String) {
        guard let text = try? String(contentsOfFile: log, encoding: .utf8) else { return }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).suffix(21)
        Console.writeErr(lines.joined(separator: "\n") + (text.hasSuffix("\n") ? "" : "\n"))
    }
}
