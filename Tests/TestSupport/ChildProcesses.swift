import Glibc

/// The children of this test process as the kernel lists them (`/proc/self/task/*/children`: every
/// thread's), to check that whatever a test started was reaped.
public enum ChildProcesses {
    /// Every child of this process: its ID, its name (`comm`, 15 characters at most) and its state
    /// (`Z`: ended, not reaped).
    public static func all() -> [(pid: Int32, name: String, state: Character)] {
        children().compactMap { pid in
            let stat = read("/proc/\(pid)/stat")
            guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
            guard let state = stat[stat.index(after: close)...].dropFirst().first else { return nil }
            return (pid, String(stat[stat.index(after: open)..<close]), state)
        }
    }

    /// The children of this process that have ended and were not reaped (state `Z`).
    public static func zombies() -> [(pid: Int32, name: String)] {
        all().filter { $0.state == "Z" }.map { ($0.pid, $0.name) }
    }

    /// Every child of every thread of this process.
    public static func children() -> [Int32] {
        var pids: [Int32] = []
        guard let tasks = opendir("/proc/self/task") else { return [] }
        defer { closedir(tasks) }
        while let entry = readdir(tasks) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard Int32(name) != nil else { continue }
            pids += read("/proc/self/task/\(name)/children").split(separator: " ").compactMap { Int32($0) }
        }
        return pids
    }

    private static func read(_ path: String) -> String {
        guard let file = fopen(path, "rb") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk.prefix(count) }
        return String(decoding: bytes, as: UTF8.self).trimmingSuffixNewline
    }
}

extension String {
    fileprivate var trimmingSuffixNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
