import BenchRunner
import Glibc

extension RunCommand {
    /// Refuses the run (exit 2, one line naming TMPDIR) when its scratch folder is missing, not a
    /// writable folder, or short of what the run needs: a little for its workers, and for a profiled,
    /// instruction-counted or paired run also the tools' output and a stripped copy of each worker.
    func checkScratch() throws {
        if let problem = ScratchSpace.problem(needing: scratchBytes) { throw UsageError(problem) }
    }

    /// The scratch this run needs in TMPDIR, in bytes.
    var scratchBytes: UInt64 {
        guard profile != nil || instructions || against != nil else { return ScratchSpace.plainRunBytes }
        let stripped = instructions || profile == .instructions || (against != nil && !noCrossCheck)
        let workers = [worker.path ?? ExecutablePath.defaultWorker()] + (against.map { [$0] } ?? [])
        let copies = stripped ? workers.reduce(0) { $0 + Self.fileSize($1) } : 0
        return ScratchSpace.toolRunBytes + copies
    }

    private static func fileSize(_ path: String) -> UInt64 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_size) : 0
    }
}
