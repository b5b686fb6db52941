import Glibc

@testable import BenchSafety

/// A fresh directory under /tmp for one test, removed with everything in it by `remove()`.
struct Scratch {
    let path: String

    init() {
        var template = Array("/tmp/bench-safety-XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    }

    func at(_ relative: String) -> String { path + "/" + relative }

    func makeDirectory(_ relative: String) { mkdir(at(relative), 0o755) }

    func makeFile(_ relative: String, _ text: String = "x") {
        try? AtomicFileWriter.write(Array(text.utf8), to: at(relative))
    }

    /// Sets the modification time of `relative` to `secondsAgo` before now (without following links).
    func age(_ relative: String, secondsAgo: Int) {
        let then = timespec(tv_sec: time(nil) - secondsAgo, tv_nsec: 0)
        let times = [then, then]
        utimensat(AT_FDCWD, at(relative), times, AT_SYMLINK_NOFOLLOW)
    }

    /// Every path below the scratch directory, relative, sorted (what a test left behind).
    func contents(_ relative: String = "") -> [String] {
        let base = relative.isEmpty ? path : at(relative)
        let names = (try? DirectoryEntries.names(in: base)) ?? []
        return names.flatMap { name -> [String] in
            let child = relative.isEmpty ? name : relative + "/" + name
            return FileSystemProbe.kindOf(at(child), follow: false) == .directory ? [child] + contents(child) : [child]
        }
    }

    func read(_ relative: String) -> String? {
        guard let file = fopen(at(relative), "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk.prefix(count) }
        return String(decoding: bytes, as: UTF8.self)
    }

    func remove() { try? RunRetention.removeTree(path) }
}
