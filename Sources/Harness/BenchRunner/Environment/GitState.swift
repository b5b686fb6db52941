import BenchReport
import Subprocess

/// The commit of the working directory and whether it has uncommitted changes.
struct GitState: Sendable, Equatable {
    var commit: String
    var dirty: Bool

    /// Reads `git rev-parse HEAD` and `git status --porcelain` in the current directory;
    /// `nil` when git is missing or this is not a repository.
    static func read() async -> GitState? {
        guard let commit = await git(["rev-parse", "HEAD"]), !commit.isEmpty else { return nil }
        guard let status = await git(["status", "--porcelain"]) else { return nil }
        return GitState(commit: commit, dirty: !status.isEmpty)
    }

    /// The trimmed output of a successful git command, else `nil`.
    static func git(_ arguments: [String]) async -> String? {
        do {
            let result = try await run(
                .name("git"), arguments: Arguments(arguments),
                environment: .inherit.updating(["GIT_OPTIONAL_LOCKS": "0"]),
                output: .string(limit: 64 * 1024 * 1024), error: .discarded
            )
            guard result.terminationStatus.isSuccess else { return nil }
            return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            return nil
        }
    }
}
