/// A `--filter` pattern: a regular expression subset matched by a Thompson NFA simulation, which
/// cannot backtrack. Matching takes time proportional to (pattern length × name length) for every
/// pattern and name, so `^(([a-z]|-|[a-z-])+)+X$` finishes at once.
///
/// Syntax, fit for `--help`:
///
///     --filter PATTERN   run the scenarios whose name contains a match of PATTERN, an extended
///                        regular expression without backtracking: any pattern finishes at once.
///                          abc      the characters a, b, c          .      any character
///                          [a-z_]   one of a set (ranges allowed)   [^0-9] one not in a set
///                          x*  x+  x?   zero or more, one or more, zero or one of x
///                          a|b      a or b                          (...)  grouping
///                          ^  $     start and end of the name
///                          \d \w \s a digit, a word character, a space; \x for a literal x
///                        Not supported (an error says so): {n,m}, backreferences, lookaround.
///                        At most 1,000 characters and 50 nested groups.
///
/// Characters are Unicode scalars; matching is case-sensitive.
public struct FilterPattern: Sendable {
    /// The pattern as given.
    public let source: String
    /// The compiled program.
    let program: [FilterInstruction]

    /// The longest pattern accepted, in Unicode scalars.
    static let maximumLength = 1_000
    /// The deepest nesting of groups accepted.
    static let maximumNesting = 50

    /// Compiles `source`; throws a `FilterPatternError` naming the problem and where it is.
    public init(_ source: String) throws(FilterPatternError) {
        let scalars = Array(source.unicodeScalars)
        guard scalars.count <= Self.maximumLength else {
            throw FilterPatternError(
                pattern: source, offset: Self.maximumLength,
                reason: "longer than \(Self.maximumLength) characters")
        }
        var parser = FilterPatternParser(scalars: scalars, source: source)
        let tree = try parser.parse()
        self.source = source
        self.program = FilterProgramBuilder.compile(tree)
    }

    /// Whether `name` contains a match of the pattern (anywhere, unless anchored with `^` / `$`).
    public func matches(_ name: String) -> Bool {
        FilterMatcher(program: program).search(Array(name.unicodeScalars))
    }
}

/// A pattern could not be compiled: one line naming the pattern, the offset and the reason.
public struct FilterPatternError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pattern as given.
    public var pattern: String
    /// Where the problem is, in Unicode scalars from the start.
    public var offset: Int
    /// What is wrong (`unbalanced ')'`, `'{' (bounded repetition) is not supported` …).
    public var reason: String

    /// An error at `offset` of `pattern`.
    init(pattern: String, offset: Int, reason: String) {
        self.pattern = pattern
        self.offset = offset
        self.reason = reason
    }

    /// `invalid --filter pattern '…': <reason> at character <n>`.
    public var description: String { "invalid --filter pattern '\(pattern)': \(reason) at character \(offset + 1)" }
}
