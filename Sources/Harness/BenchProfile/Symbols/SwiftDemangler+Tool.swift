import BenchSafety
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

    /// Runs the tool over `input` (files for its three streams, so no pipe can fill and stall it),
    /// bounded by `deadlineSeconds`.
    func run(input: String) throws(SwiftDemanglerError) -> String {
        guard FileManager.default.isExecutableFile(atPath: toolPath) else { throw .toolMissing }
        let folder: String
        do { folder = try ScratchFolder.make("demangle") } catch {
            throw .toolFailed(tool: toolPath, status: -1, message: "\(error)")
        }
        defer { ScratchFolder.remove(folder) }
        let paths = ["in", "out", "err"].map { folder + "/" + $0 }
        guard FileManager.default.createFile(atPath: paths[0], contents: Data(input.utf8)) else {
            throw .toolFailed(tool: toolPath, status: -1, message: "cannot write its input into \(folder)")
        }
        let ending = ToolRun(
            toolPath, style == .simplified ? ["--simplified"] : [], input: paths[0], output: paths[1], error: paths[2],
            deadlineSeconds: deadlineSeconds
        ).run()
        guard ending.succeeded else {
            let message = (try? String(contentsOfFile: paths[2], encoding: .utf8)) ?? ""
            let status: Int32 = if case .exited(let code) = ending { code } else { -1 }
            let said = message.split(separator: "\n").first.map(String.init) ?? ""
            throw .toolFailed(
                tool: toolPath, status: status,
                message: status == -1 ? ToolRun.describe(ending, name: "swift-demangle") : said)
        }
        guard let output = try? String(contentsOfFile: paths[1], encoding: .utf8) else {
            throw .toolFailed(tool: toolPath, status: 0, message: "its output could not be read")
        }
        return output
    }
}
