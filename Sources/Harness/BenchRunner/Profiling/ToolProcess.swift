import Foundation

/// Runs a tool of the field (perf, callgrind_annotate) to its end, synchronously.
enum ToolProcess {
    /// Runs `program` with `arguments`; returns its exit status (-1 when it cannot start) and what it
    /// wrote to standard output and standard error (each through a temporary file, so a talkative tool
    /// never blocks on a full pipe).
    static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let stem = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keyboard-bench-tool-\(UUID().uuidString.prefix(8))"
        ).path
        defer {
            try? FileManager.default.removeItem(atPath: stem + ".out")
            try? FileManager.default.removeItem(atPath: stem + ".err")
        }
        let status = run(program, arguments, stdoutFile: stem + ".out", stderrFile: stem + ".err")
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        return (status, read(stem + ".out"), read(stem + ".err"))
    }

    /// Runs `program` with its standard output into the file `stdoutFile` and its standard error into
    /// `stderrFile` (discarded when `nil`); returns its exit status, -1 when it cannot start.
    static func run(_ program: String, _ arguments: [String], stdoutFile: String, stderrFile: String? = nil) -> Int32 {
        guard let output = create(stdoutFile) else { return -1 }
        defer { try? output.close() }
        let error = stderrFile.flatMap(create)
        defer { try? error?.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = error ?? FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    private static func create(_ path: String) -> FileHandle? {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        return FileHandle(forWritingAtPath: path)
    }
}
