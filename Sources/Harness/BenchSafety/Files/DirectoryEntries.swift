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

    /// The directory part of `path` (`.` for a bare name): `AtomicFileWriter.directory(of:)`.
    public static func parent(of path: String) -> String { AtomicFileWriter.directory(of: path) }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
