#if canImport(Glibc)
    import Glibc
#endif

/// The few system-call wrappers the launcher needs (the standard library has no monotonic clock
/// without the concurrency module, which the lean settings leave out).
enum SystemCall {
    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    /// `strerror(code)`, or the number when it has no text.
    static func reason(_ code: Int32 = errno) -> String {
        strerror(code).map { String(cString: $0) } ?? "errno \(code)"
    }

    /// `pipe(2)` with both ends close-on-exec (Glibc's `pipe2` is not imported without `_GNU_SOURCE`),
    /// so the stub inherits only the two ends it is given. Returns 0 on success, -1 with `errno` set.
    static func closeOnExecPipe(_ fds: inout [Int32]) -> Int32 {
        guard pipe(&fds) == 0 else { return -1 }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return 0
    }
}
