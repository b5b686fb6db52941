import Glibc

/// One part of a `Tool` and how to see that it is there, without changing anything.
public struct ToolRequirement: Sendable {
    /// How a part is found.
    public enum Probe: Sendable {
        /// An executable of this name in a folder of `PATH`.
        case executable(String)
        /// A file at this path.
        case file(String)
        /// A module `python3` imports (without writing bytecode).
        case pythonModule(String)
    }

    /// The part, named as it is installed ("selenium (pip)").
    public var name: String
    /// How it is found.
    public var probe: Probe

    /// A part called `name`, found by `probe`.
    public init(_ name: String, _ probe: Probe) {
        self.name = name
        self.probe = probe
    }

    /// Whether the part is there now.
    var isMet: Bool {
        switch probe {
        case .executable(let name): Self.onPath(name)
        case .file(let path): access(path, R_OK) == 0
        case .pythonModule(let module): Self.pythonImports(module)
        }
    }

    /// Whether a folder of `PATH` holds an executable regular file `name`.
    static func onPath(_ name: String) -> Bool {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { folder in
            var info = stat()
            let candidate = "\(folder)/\(name)"
            return stat(candidate, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(candidate, X_OK) == 0
        }
    }

    /// Whether `python3 -B -c 'import <module>'` succeeds.
    static func pythonImports(_ module: String) -> Bool {
        guard onPath("python3") else { return false }
        let options = TestProcessOptions(stdout: .null, stderr: .null, timeout: 120)
        return (try? TestProcess.run("/usr/bin/env", ["python3", "-B", "-c", "import \(module)"], options: options))?
            .exitCode == 0
    }
}
