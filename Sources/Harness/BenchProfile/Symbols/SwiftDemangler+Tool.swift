import Foundation

/// Finding and running `swift-demangle`.
extension SwiftDemangler {
    /// Where the toolchain places `swift-demangle`: beside `swift` on the PATH (in its real folder too,
    /// the links followed), else on the PATH, else in one of `fallbackFolders`. Throws `toolMissing`.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fallbackFolders: [String] = ["/opt/swift/usr/bin"]
    ) throws(SwiftDemanglerError) -> String {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        var candidates: [String] = []
        for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/swift") {
            let real = URL(fileURLWithPath: folder + "/swift").resolvingSymlinksInPath().deletingLastPathComponent()
            candidates += [folder + "/swift-demangle", real.path + "/swift-demangle"]
        }
        candidates += (folders + fallbackFolders).map { $0 + "/swift-demangle" }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw .toolMissing
        }
        return found
    }

    /// Runs the tool over `input` (files for its three streams, so no pipe can fill and stall it).
    func run(input: String) throws(SwiftDemanglerError) -> String {
        guard FileManager.default.isExecutableFile(atPath: toolPath) else { throw .toolMissing }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "kb-demangle-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let paths = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
            try Data(input.utf8).write(to: paths[0])
            for path in paths.dropFirst() { _ = FileManager.default.createFile(atPath: path.path, contents: nil) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: toolPath)
            process.arguments = style == .simplified ? ["--simplified"] : []
            process.standardInput = try FileHandle(forReadingFrom: paths[0])
            process.standardOutput = try FileHandle(forWritingTo: paths[1])
            process.standardError = try FileHandle(forWritingTo: paths[2])
            try process.run()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                let message = (try? String(contentsOf: paths[2], encoding: .utf8)) ?? ""
                throw SwiftDemanglerError.toolFailed(
                    tool: toolPath, status: process.terminationStatus,
                    message: message.split(separator: "\n").first.map(String.init) ?? "")
            }
            return try String(contentsOf: paths[1], encoding: .utf8)
        } catch let error as SwiftDemanglerError {
            throw error
        } catch {
            throw .toolFailed(tool: toolPath, status: -1, message: "\(error)")
        }
    }
}
