/// Folded text that cannot be read: the line (counted from 1) and what is wrong with it.
public struct FoldedStacksError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line's number, from 1.
    public var line: Int
    /// What is wrong, in a few words.
    public var problem: String

    /// An error for line `line`.
    init(line: Int, problem: String) {
        self.line = line
        self.problem = problem
    }

    /// One line for a person: `folded stacks line 3: no weight after a space`.
    public var description: String { "folded stacks line \(line): \(problem)" }
}
