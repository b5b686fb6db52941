import BenchSafety
import Foundation

/// Runs a tool of the field (perf) to its end or its deadline (`ToolRun`), synchronously.
enum ToolProcess {
    /// Runs `program` with `arguments`; returns how it ended and what it wrote to standard output and
    /// standard error (each through a file in a scratch folder, so a talkative tool never blocks on a
    /// full pipe). A scratch folder that cannot be made counts as a tool that could not start.
    /// `arguments` are made from the scratch folder's path, for a tool that writes a file of its own.
    static func run(
        _ program: String, deadlineSeconds: Double = ToolRun.configuredDeadline(), _ arguments: (String) -> [String]
    ) -> (ending: ToolRun.Ending, output: String, error: String) {
        capture { folder in ToolRun(program, arguments(folder), deadlineSeconds: deadlineSeconds) }
    }

    /// Runs the tool `make` gives for a scratch folder's path, its standard output and error into files
    /// of that folder; returns how it ended and what it wrote on each.
    static func capture(_ make: (String) -> ToolRun) -> (ending: ToolRun.Ending, output: String, error: String) {
        let folder: String
        do { folder = try ScratchFolder.make("tool") } catch { return (.notStarted(error.code), "", "") }
        defer { ScratchFolder.remove(folder) }
        var tool = make(folder)
        (tool.output, tool.error, tool.appendsOutput, tool.outputToStandardError) = (
            folder + "/out", folder + "/err", false, false
        )
        let ending = tool.run()
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        return (ending, read(folder + "/out"), read(folder + "/err"))
    }

    /// Runs `program` with its standard output into the file `stdoutFile` (standard error discarded).
    static func run(
        _ program: String, _ arguments: [String], stdoutFile: String,
        deadlineSeconds: Double = ToolRun.configuredDeadline()
    ) -> ToolRun.Ending {
        ToolRun(program, arguments, output: stdoutFile, deadlineSeconds: deadlineSeconds).run()
    }
}
