import Glibc

/// Where the package's own executables and files are, for tests that run them.
public enum TestProducts {
    /// The package's root folder (the one holding Package.swift).
    public static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = parent(of: path) }
        return path
    }()

    /// The build products folder: the one holding the running test bundle.
    public static let directory: String = {
        var path = CommandLine.arguments.first ?? "."
        if !path.hasPrefix("/") { path = currentDirectory() + "/" + path }
        // `…/debug/keyboard-benchPackageTests.xctest` (a file on Linux) or a bundle's inner binary.
        while !path.isEmpty && path != "/" {
            path = parent(of: path)
            if access(path + "/keyboard-bench-worker", F_OK) == 0 || path.hasSuffix("/debug")
                || path.hasSuffix("/release")
            {
                return path
            }
        }
        return packageRoot + "/.build/debug"
    }()

    /// The path of the product `name` (an executable target of this package) in `directory`.
    public static func path(_ name: String) -> String { directory + "/" + name }

    /// The folder of `path` (`/a/b` → `/a`).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(cString: buffer)
    }
}
