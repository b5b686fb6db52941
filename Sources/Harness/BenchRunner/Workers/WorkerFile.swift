import Glibc

/// The worker executable's file as the kernel holds it. A worker's resident memory includes the pages of
/// its own file that it maps, and how many get mapped depends on how the file's pages came into the page
/// cache: a file just written by `cp` maps ~0.6–0.9 MB more than the linker's output of the same bytes
/// (measured with `/usr/bin/time -f %M` on `keyboard-bench-worker run cached-switch`: 10.6–10.8 MB against
/// 9.9–10.3 MB), and the same once the cache was dropped. So before a run the file is written back and its
/// clean pages are dropped from the page cache: every run pages the worker in from disk the same way, and
/// two sides of a paired run compare code, not how their files were written.
enum WorkerFile {
    /// Writes `path` back to disk and drops its pages from the page cache; false when the file could not
    /// be opened or the kernel refused (the run goes on: the figures are then what they would have been).
    @discardableResult
    static func settle(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard fdatasync(descriptor) == 0 else { return false }
        return posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED) == 0
    }
}
