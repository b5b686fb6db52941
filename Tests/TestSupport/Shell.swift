import Foundation

/// Runs helper programs from tests (the peer readers, the browser checks in `scripts/peers`).
public enum Shell {
    /// The package's root folder.
    public static let packageRoot = TestProducts.packageRoot

    /// What a helper did: its status and output.
    public typealias Result = ProcessOutcome

    /// Runs `arguments` (the first is looked up on the PATH) in the package root and waits.
    public static func run(_ arguments: [String]) throws -> Result {
        try TestProcess.run("/usr/bin/env", arguments, options: TestProcessOptions(directory: packageRoot))
    }

    /// The JSON object a helper printed on its last line.
    public static func json(_ result: Result) -> [String: Any]? {
        guard let line = result.stdout.split(separator: "\n").last else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
}

extension Shell {
    /// Writes an executable script through a child shell: a file this process held open for writing while
    /// another test forks would make its start fail ("Text file busy").
    public static func writeExecutable(_ text: String, at path: String) throws {
        let write = try TestProcess.run(
            "/bin/sh", ["-c", "printf '%s' \"$1\" > \"$2\" && chmod 755 \"$2\"", "sh", text, path])
        guard write.exitCode == 0 else { throw ScriptWriteError(path: path, outcome: "\(write)") }
    }

    /// A script that could not be written.
    struct ScriptWriteError: Error, CustomStringConvertible {
        /// Where it was to be written, and what the shell did.
        let path: String, outcome: String
        var description: String { "could not write the script \(path): \(outcome)" }
    }
}
