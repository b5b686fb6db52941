import FuzzSupport

/// One thing the fuzz target fuzzes: its selector (an input's first byte picks it), a name, and its
/// entry, which reads the bytes after the selector.
public struct FuzzSubject: Sendable {
    /// The input's first byte, modulo the number of subjects, that picks this subject.
    public var selector: UInt8
    /// What it fuzzes, in a word or two (`session`, `report`).
    public var name: String
    /// Runs the subject's checks over the bytes after the selector; the first broken promise, or `nil`.
    public var run: @Sendable (_ payload: [UInt8], _ options: FuzzOptions) -> FuzzFinding?

    /// A subject.
    init(
        _ selector: UInt8, _ name: String,
        run: @escaping @Sendable (_ payload: [UInt8], _ options: FuzzOptions) -> FuzzFinding?
    ) {
        self.selector = selector
        self.name = name
        self.run = run
    }
}
