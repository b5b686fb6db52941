#if canImport(Glibc)
    import Glibc
#endif

/// Listing a directory with `opendir(3)` (no Foundation).
public enum DirectoryEntries {
    /// The names in `path`, without `.` and `..`, sorted; throws when the directory cannot be read.
    public static func names(in path: String) throws(SystemError) -> [String] {
        guard let directory = opendir(path) else { throw .current("list '\(path)'") }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The modification time of `path` itself (not following links), in seconds since the epoch.
    static func modificationTime(_ path: String) -> Int? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return Int(info.st_mtim.tv_sec)
    }

    /// Syncs the directory `path` so renames in it are durable; best effort.
    static func sync(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// The directory part of `path` (`.` for a bare name).
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
