#if canImport(Glibc)
    import Glibc
#endif

extension OutputFile {
    /// Refuses (exit 2, one line) an output that is one of `inputs`: the same file by device and inode,
    /// however either is named (a link, `./r.json`, another hard link, `/dev/stdout` redirected to it), so
    /// a command never replaces a report it reads. Stdout, or a file that does not exist yet, is no input.
    public func checkNotOverwriting(_ inputs: [String], option: String) throws(OutputPathError) {
        guard !isStandardOutput, let written = Self.identity(path) else { return }
        for input in inputs where Self.identity(input) == written {
            throw OutputPathError(
                option: option, path: path,
                "is the input report '\(OutputPathError.shortened(input))'; name another file")
        }
    }

    /// The device and inode of what `path` names (links followed); `nil` when it cannot be looked at.
    static func identity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
}
