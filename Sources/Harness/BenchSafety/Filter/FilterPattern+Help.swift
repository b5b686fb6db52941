extension FilterPattern {
    /// The `--filter` help text (for `ArgumentHelp(abstract, discussion:)`), matching the syntax
    /// described on `FilterPattern`.
    public static let helpAbstract =
        "Run the scenarios whose name contains a match of this pattern (a regular expression matched without backtracking: any pattern finishes at once)."

    /// The syntax, one construct per line.
    public static let helpSyntax = """
        abc the characters a, b, c; . any character; [a-z_] one of a set; [^0-9] one not in it; \
        x* x+ x? zero or more, one or more, zero or one; a|b either; (...) grouping; ^ $ start and end of the name; \
        \\d \\w \\s a digit, word character, space; \\x the character x. Not supported (an error says so): \
        {n,m}, backreferences, lookaround. At most 1,000 characters and 50 nested groups.
        """
}
