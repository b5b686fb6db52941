import AtomicFiles

#if canImport(Glibc)
    import Glibc
#endif

/// Removes what writers killed mid-write left beside a file: regular files named
/// `.<name>.tmp-<pid>-<16 hex digits>` (the `TemporaryFileName` that `AtomicFileWriter` uses), or
/// `<name>.tmp-<pid>` and `<name>.tmp-<pid>-<16 hex digits>` (the keyboard's earlier writers), and
/// nothing else.
///
/// The rule never removes a live writer's temporary: a temporary goes when its writer is gone (no
/// process `pid` exists) and it has not been written for `deadWriterSeconds`, or when it has not been
/// written for `abandonedSeconds` whoever its pid names (the pid was reused, or the writer runs in
/// another pid namespace and so looks dead to `kill(2)`). A writer holds its temporary for one write
/// of at most 1 KB and one `fsync` — milliseconds — so 5 s covers a writer that only looks dead and
/// 10 minutes one whose pid was reused; links, directories and other names are left alone.
enum StaleTemporaries {
    /// Seconds a dead writer's temporary is left (a writer in another pid namespace looks dead).
    static let deadWriterSeconds = 5
    /// Seconds after which any temporary is removed.
    static let abandonedSeconds = 600

    /// Removes the stale temporaries beside `path`.
    static func remove(beside path: String) {
        let directory = AtomicFileWriter.directory(of: path)
        let file = String(path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...])
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        let now = time(nil)
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            guard let pid = writerPID(ofTemporary: name, beside: file) else { continue }
            let full = directory + "/" + name
            var info = stat()
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                isStale(pid: pid, age: Int(now - info.st_mtim.tv_sec))
            else { continue }
            unlink(full)
        }
    }

    /// The writer's pid in the name of a temporary of `file` (either form above); `nil` for any other name.
    static func writerPID(ofTemporary name: String, beside file: String) -> pid_t? {
        if let parsed = TemporaryFileName.parse(name) { return parsed.target == file ? parsed.processID : nil }
        let prefix = file + ".tmp-"
        return name.hasPrefix(prefix) ? writerPID(String(name.dropFirst(prefix.count))) : nil
    }

    /// The writer's pid in an earlier temporary's suffix (`<pid>` or `<pid>-<16 hex digits>`); `nil` for any other name.
    static func writerPID(_ suffix: String) -> pid_t? {
        let parts = suffix.split(separator: "-", omittingEmptySubsequences: false)
        guard
            parts.count == 1 || (parts.count == 2 && parts[1].utf8.count == 16 && parts[1].utf8.allSatisfy(isHexDigit)),
            !parts[0].isEmpty, parts[0].utf8.allSatisfy({ (0x30...0x39).contains($0) }), let pid = pid_t(parts[0]),
            pid > 0
        else { return nil }
        return pid
    }

    /// Whether a temporary of writer `pid`, last written `age` seconds ago, may be removed.
    static func isStale(pid: pid_t, age: Int) -> Bool {
        if age >= abandonedSeconds { return true }
        return age >= deadWriterSeconds && kill(pid, 0) != 0 && errno == ESRCH
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }
}
