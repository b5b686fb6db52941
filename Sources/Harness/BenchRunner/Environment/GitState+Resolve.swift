/// Refs a user gives (`main`, `HEAD~1`, a tag, a short hash) resolved to the commit they name.
public enum GitRefs {
    /// The full hash of the commit `ref` names in the current directory's repository (`git rev-parse
    /// --verify --quiet REF^{commit}`); `nil` when git is missing, this is not a repository, or `ref`
    /// names no commit. A ref that starts with `-` is never passed to git (it would read as an option).
    public static func commit(of ref: String) async -> String? {
        guard !ref.isEmpty, !ref.hasPrefix("-"), !ref.contains(where: { $0.isWhitespace || $0.isNewline }) else {
            return nil
        }
        guard let commit = GitState.git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"]),
            !commit.isEmpty
        else { return nil }
        return commit
    }
}
