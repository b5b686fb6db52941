import Glibc

/// Reads folders without following links, for `TemporaryDirectory`'s listing and removal.
enum DirectoryWalk {
    /// Whether `path` is a folder itself (not a link to one).
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in folder `path`, without `.` and `..` (none when it cannot be read).
    static func names(in path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Every entry below folder `path` (folders too, and what is in them), relative to `path`.
    static func entries(below path: String, prefix: String = "") -> [String] {
        names(in: path).flatMap { name -> [String] in
            let relative = prefix + name
            let full = path + "/" + name
            return isDirectory(full) ? [relative] + entries(below: full, prefix: relative + "/") : [relative]
        }
    }
}
