import BenchModel
import BenchSafety
import Glibc

/// The folder a run's scratch files go under — `$TMPDIR`, or `/tmp` when it is unset or empty (as
/// every scratch file of the harness and its tools is placed) — checked before a run that needs it, so
/// a missing, unwritable or full TMPDIR is named as TMPDIR in one line instead of surfacing as a tool's
/// failure (perf's permission probe, strip's copy, jemalloc's dump, a worker's exit status).
public enum ScratchSpace {
    /// The scratch folder: `$TMPDIR`, or `/tmp` (`ScratchFolder.root`).
    public static var folder: String { ScratchFolder.root }

    /// Room every run keeps for its workers' scratch (the snippet scenarios' state, Morse statistics).
    public static let plainRunBytes: UInt64 = 4 << 20
    /// Room a profiled, instruction-counted or cross-checked run keeps beyond its workers' copies
    /// (perf.data, callgrind output, heap dumps).
    public static let toolRunBytes: UInt64 = 64 << 20

    /// One line naming TMPDIR and what is wrong with it for a run needing `bytes` free, or `nil` when
    /// it exists, is a writable folder (a folder is made in it and removed) and has the room. A missing
    /// TMPDIR is named, never created.
    public static func problem(needing bytes: UInt64) -> String? {
        let folder = folder
        let named = "TMPDIR '\(folder)'"
        var info = stat()
        guard stat(folder, &info) == 0 else {
            return errno == ENOENT
                ? "\(named) does not exist (it is not created): make it, or point TMPDIR at a writable folder"
                : "\(named) cannot be read: \(SystemError.reason(errno))"
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            return "\(named) is not a folder: point TMPDIR at a writable folder"
        }
        if let problem = writeProblem(folder) { return "\(named) \(problem)" }
        let free = freeBytes(folder)
        guard let free, free < bytes else { return nil }
        return
            "\(named) has \(UnitFormat.format(Double(free), .bytes)) free; this run needs at least \(UnitFormat.format(Double(bytes), .bytes)) of scratch: free some, or point TMPDIR elsewhere"
    }

    /// `failure` (a tool's or a worker's, mid-run), preceded by TMPDIR's problem when TMPDIR is now the
    /// likely cause (missing, unwritable, or under `plainRunBytes` free); unchanged otherwise.
    public static func explain(_ failure: String) -> String {
        guard let problem = problem(needing: plainRunBytes) else { return failure }
        return "\(problem) (\(failure))"
    }

    /// Why nothing can be written in `folder` (a scratch folder is made there and removed), or `nil`.
    private static func writeProblem(_ folder: String) -> String? {
        do {
            ScratchFolder.remove(try ScratchFolder.make("probe", in: folder))
            return nil
        } catch {
            switch error.code {
            case ENOSPC, EDQUOT: return "is full (nothing can be made in it)"
            case EROFS: return "is on a read-only file system"
            default: return "is not writable: \(SystemError.reason(error.code))"
            }
        }
    }

    /// The bytes an unprivileged writer may still use in `folder`'s file system, if `statvfs` says.
    private static func freeBytes(_ folder: String) -> UInt64? {
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else { return nil }
        return UInt64(info.f_bavail) * UInt64(info.f_frsize)
    }
}
