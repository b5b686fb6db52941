import Foundation

/// Where the running executable is, so the parent can re-invoke itself as a worker.
public enum ExecutablePath {
    /// `/proc/self/exe` resolved; else `CommandLine.arguments[0]` made absolute.
    public static func current() -> String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        let argument = CommandLine.arguments.first ?? ""
        if argument.hasPrefix("/") { return argument }
        return URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).path
    }
}
