import BenchReport
import Foundation

/// Where the running executable is, and the worker beside it.
public enum ExecutablePath {
    /// `/proc/self/exe` resolved; else `CommandLine.arguments[0]` made absolute.
    public static func current() -> String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        let argument = CommandLine.arguments.first ?? ""
        if argument.hasPrefix("/") { return argument }
        return URL(
            fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ).path
    }

    /// The worker executable: `$KEYBOARD_BENCH_WORKER` when set, else `keyboard-bench-worker` beside this executable.
    public static func defaultWorker() -> String {
        if let override = ProcessInfo.processInfo.environment["KEYBOARD_BENCH_WORKER"], !override.isEmpty {
            return override
        }
        return URL(fileURLWithPath: current()).deletingLastPathComponent().appendingPathComponent(
            "keyboard-bench-worker"
        ).path
    }
}
