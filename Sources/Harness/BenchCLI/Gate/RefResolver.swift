import BenchRunner

/// Answers what a comparison needs from git in one repository: a ref's commit, this checkout's commit,
/// and whether its tree has changes not committed.
struct RefResolver: Sendable {
    /// The repository's working directory.
    var directory: String

    /// The commit `ref` names (`origin/main`, a tag, a short hash); `nil` when it names none.
    func commit(_ ref: String) async -> String? {
        guard !ref.hasPrefix("-") else { return nil }
        let outcome = await git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"])
        return outcome.succeeded && !outcome.output.isEmpty ? outcome.output : nil
    }

    /// This checkout's commit (`HEAD`); `nil` outside a repository.
    func head() async -> String? { await commit("HEAD") }

    /// Whether the working tree has changes not committed (untracked files count: they are built).
    func isDirty() async -> Bool {
        let outcome = await git(["status", "--porcelain"])
        return outcome.succeeded && !outcome.output.isEmpty
    }

    /// `git -C <directory> arguments`.
    func git(_ arguments: [String]) async -> ExternalCommand.Outcome {
        await ExternalCommand("git", ["-C", directory] + arguments).capture()
    }
}
