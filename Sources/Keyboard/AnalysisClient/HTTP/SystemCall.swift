#if canImport(Glibc)
    import Glibc
#endif

/// The few system-call wrappers the client needs. `package`: the suite's stub launcher uses the same
/// ones.
package enum SystemCall {
    /// `strerror(code)`, or the number when it has no text.
    package static func reason(_ code: Int32 = errno) -> String {
        strerror(code).map { String(cString: $0) } ?? "errno \(code)"
    }

    /// `pipe(2)` with both ends close-on-exec (Glibc's `pipe2` is not imported without `_GNU_SOURCE`),
    /// so a child inherits only the ends it is given. Returns 0 on success, -1 with `errno` set.
    package static func closeOnExecPipe(_ fds: inout [Int32]) -> Int32 {
        guard pipe(&fds) == 0 else { return -1 }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return 0
    }
}
