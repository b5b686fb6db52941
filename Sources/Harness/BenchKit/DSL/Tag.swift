/// A tag that selects scenarios with `--tag`: `.nightly`, `.pr`, or your own `Tag("soak")`.
public struct Tag: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The tag's name.
    public let name: String

    /// A tag with the given name.
    public init(_ name: String) { self.name = name }

    /// A tag written as a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// The tag's name.
    public var description: String { name }

    /// Runs in the nightly perf CI.
    public static let nightly = Tag("nightly")
    /// Quick enough to run before a merge.
    public static let pr = Tag("pr")
    /// A full grid of cases (e.g. every touch locator × layout as its own process), run weekly: the
    /// nightly measures the same cases as sweeps.
    public static let matrix = Tag("matrix")
    /// Probes memory and leaks.
    public static let memory = Tag("memory")
}
