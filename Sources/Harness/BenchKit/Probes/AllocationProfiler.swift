import BenchModel
import Glibc

/// jemalloc's heap profiler around the measured phase, when the parent asks for an allocation profile.
///
/// The parent names a folder in `WorkerEnvironment.allocationProfile` and starts the worker with
/// `MALLOC_CONF` = `AllocationDumps.mallocConf` (profiler loaded, inactive, every allocation recorded).
/// The run template turns `prof.active` on when the measured phase begins and off when it ends, then
/// dumps the profile (`prof.dump`) with the heap figures (`AllocationDumps.measured`) and again once
/// the subject is released (`AllocationDumps.released`). An unprofiled worker has no variable:
/// `fromEnvironment()` is `nil` and nothing here runs.
struct AllocationProfiler {
    /// Which of the two dumps to write.
    enum Dump {
        case measured, released
    }

    /// The dumps' paths, NUL-terminated, made before the subject exists (so never inside a figure).
    private let measuredPath: [CChar]
    private let releasedPath: [CChar]

    /// The profiler the parent asked for, or `nil`; throws when jemalloc cannot profile.
    static func fromEnvironment() throws(AllocatorError) -> AllocationProfiler? {
        guard let folder = getenv(WorkerEnvironment.allocationProfile) else { return nil }
        try checkProfiler()
        let base = String(cString: folder) + "/"
        return AllocationProfiler(
            measuredPath: Array((base + AllocationDumps.measured).utf8CString),
            releasedPath: Array((base + AllocationDumps.released).utf8CString))
    }

    /// Throws unless jemalloc was built with its profiler (`config.prof`) and it was turned on at
    /// start (`opt.prof`, from `MALLOC_CONF`).
    static func checkProfiler() throws(AllocatorError) {
        guard try Mallctl.read("config.prof", initial: false) else { throw .profilerNotBuilt }
        guard try Mallctl.read("opt.prof", initial: false) else { throw .profilerOff }
    }

    /// Starts recording every allocation (`prof.active = true`).
    func start() throws(AllocatorError) { try Mallctl.write("prof.active", true) }

    /// Stops recording (`prof.active = false`); what was recorded stays until dumped.
    func stop() throws(AllocatorError) { try Mallctl.write("prof.active", false) }

    /// Writes the heap profile recorded so far to the dump's file (`prof.dump`).
    func dump(_ which: Dump) throws(AllocatorError) {
        let path = which == .measured ? measuredPath : releasedPath
        let status = path.withUnsafeBufferPointer { buffer in
            Result { () throws(AllocatorError) in try Mallctl.write("prof.dump", buffer.baseAddress) }
        }
        try status.get()
    }
}
