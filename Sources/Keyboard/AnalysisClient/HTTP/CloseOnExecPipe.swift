#if canImport(Glibc)
    import Glibc
#endif

/// `pipe(2)` with both ends close-on-exec (Glibc's `pipe2` is not imported without `_GNU_SOURCE`).
/// Returns 0 on success, -1 with `errno` set.
func closeOnExecPipe(_ fds: inout [Int32]) -> Int32 {
    guard pipe(&fds) == 0 else { return -1 }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return 0
}
