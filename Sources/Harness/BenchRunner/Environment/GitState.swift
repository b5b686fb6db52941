import BenchSafety
import Foundation

/// The commit of the working directory and whether it has uncommitted changes.
struct GitState: Sendable, Equatable {
    var commit: String
    var dirty: Bool

    /// The longest one git command may take, seconds (then it is killed and the state is unknown).
    static let deadlineSeconds = 60.0

    /// Reads `git rev-parse HEAD` and `git status --porcelain` in the current directory;
    /// `nil` when git is missing, does not answer in time, or this is not a repository.
    static func read() async -> GitState? {
        guard let commit = git(["rev-parse", "HEAD"]), !commit.isEmpty else { return nil }
        guard let status = git(["status", "--porcelain"]) else { return nil }
        return GitState(commit: commit, dirty: !status.isEmpty)
    }

    /// The trimmed output of a successful git command, else `nil`.
    static func git(_ arguments: [String]) -> String? {
        guard let git = InstructionMode.onPath("git"), let folder = try? ScratchFolder.make("git") else { return nil }
        defer { ScratchFolder.remove(folder) }
        let ending = ToolRun(
            git, arguments, output: folder + "/out", environment: ["GIT_OPTIONAL_LOCKS": "0"],
            deadlineSeconds: ToolRun.configuredDeadline(fallback: deadlineSeconds)
        ).run()
        guard ending.succeeded, let text = try? String(contentsOfFile: folder + "/out", encoding: .utf8) else {
            return nil
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
