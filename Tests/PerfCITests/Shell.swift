import Foundation

/// Runs helper programs from tests (ensure-deps, the peer readers, the browser driver).
enum Shell {
    /// The package's root folder.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `arguments` (the first is looked up on the PATH) in the package root and waits.
    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        let out = Pipe()
        let errPath = NSTemporaryDirectory() + "perfci-stderr-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: errPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        process.standardOutput = out
        process.standardError = FileHandle(forWritingAtPath: errPath)
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = FileManager.default.contents(atPath: errPath) ?? Data()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Installs what a test needs through `scripts/ensure-deps.sh` with the given options.
    static func ensureDeps(_ options: String...) throws -> Result {
        try run(["bash", "scripts/ensure-deps.sh"] + options)
    }

    /// The JSON object a helper printed on its last line.
    static func json(_ result: Result) -> [String: Any]? {
        guard let line = result.stdout.split(separator: "\n").last else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
}
