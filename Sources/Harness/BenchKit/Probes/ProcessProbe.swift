import Glibc

/// The process's resident memory as the kernel reports it (`/proc/self/status`).
public struct ProcessMemory: Sendable, Equatable {
    /// Peak resident set size (`VmHWM`), bytes.
    public var vmHWM: UInt64
    /// Current resident set size (`VmRSS`), bytes.
    var vmRSS: UInt64

    /// A snapshot of the given sizes, in bytes.
    init(vmHWM: UInt64, vmRSS: UInt64) {
        self.vmHWM = vmHWM
        self.vmRSS = vmRSS
    }
}

/// Why the process's memory could not be read.
public enum ProcessProbeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable(path: String, errno: Int32)
    /// The file has no well-formed line for the field.
    case missingField(path: String, field: String)

    /// One line naming the cause.
    public var description: String {
        switch self {
        case .unreadable(let path, let errno): "cannot read \(path) (errno \(errno))"
        case .missingField(let path, let field): "\(path) has no readable \(field) line"
        }
    }
}

/// Reads the kernel's view of this process's memory (Linux).
public enum ProcessProbe {
    static let statusPath = "/proc/self/status"
    static let clearRefsPath = "/proc/self/clear_refs"

    /// Current and peak resident set size from `/proc/self/status` (`kB` lines, returned in bytes).
    ///
    /// Allocates (it reads and parses a file): call it outside a measured phase.
    public static func memory() throws(ProcessProbeError) -> ProcessMemory {
        try memory(statusPath)
    }

    /// The same of another running process (`/proc/<pid>/status`: a helper process such as the analysis
    /// backend, read before it is stopped — an exited process has no memory lines left).
    public static func memory(of pid: Int32) throws(ProcessProbeError) -> ProcessMemory {
        try memory("/proc/\(pid)/status")
    }

    static func memory(_ path: String) throws(ProcessProbeError) -> ProcessMemory {
        let text = try readFile(path)
        return ProcessMemory(
            vmHWM: try field("VmHWM", in: text, path: path), vmRSS: try field("VmRSS", in: text, path: path))
    }

    /// Resets the peak (`VmHWM`) to the current RSS by writing `5` to `/proc/self/clear_refs`
    /// (Linux ≥ 4.0). Returns whether the kernel accepted the write.
    @discardableResult
    static func resetPeak() -> Bool {
        let descriptor = open(clearRefsPath, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let written = write(descriptor, "5", 1)
        return written == 1
    }

    /// The value of a `Name:   1234 kB` line, in bytes.
    static func field(_ name: String, in text: String, path: String = statusPath) throws(ProcessProbeError) -> UInt64 {
        let prefix = name + ":"
        for line in text.split(separator: "\n") where line.hasPrefix(prefix) {
            let words = line.dropFirst(prefix.count).split(separator: " ", omittingEmptySubsequences: true)
                .flatMap { $0.split(separator: "\t") }
            guard words.count == 2, words[1] == "kB", let kilobytes = UInt64(words[0]) else { break }
            return kilobytes * 1024
        }
        throw .missingField(path: path, field: name)
    }

    /// The whole file, read with `read(2)` (procfs files report size 0, so read until EOF).
    static func readFile(_ path: String) throws(ProcessProbeError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, errno: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { throw .unreadable(path: path, errno: errno) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
