import Testing

@testable import BenchSafety

/// The filter matcher cannot backtrack; it agrees with a regex on ordinary patterns.
struct FilterPatternTests {
    @Test func pathologicalPatternFinishesAndAnswersCorrectly() throws {
        let pattern = try FilterPattern("^(([a-z]|-|[a-z-])+)+X$")
        #expect(pattern.matches("layout-switch-storm-light") == false)
        #expect(pattern.matches(String(repeating: "a-", count: 5_000) + "!") == false)
        #expect(pattern.matches("abc-dX"))
    }

    @Test func nestedEmptyLoopsTerminate() throws {
        #expect(try FilterPattern("(a*)*$").matches("aaaa"))
        #expect(try FilterPattern("^(a?)*b").matches("aaac") == false)
        #expect(try FilterPattern("(|a)+").matches(""))
    }

    static let names = [
        "layout-switch-storm-light", "layout-switch-storm", "cached-switch", "tree-build-letters",
        "appearance-change", "type-2000", "x", "", "LAYOUT", "a.b", "tab\tname", "naïve-é",
    ]

    static let patterns = [
        "layout", "^layout", "storm$", "^cached|letters$", "s.i", "t[a-e]", "[^a-z]", "switch-(storm|x)",
        "^(tree|type)-", "o+u", "colou?r", "\\.", "\\d+", "\\w\\s\\w", "^$", "", "ï", "e*", "[-a]z", "^.{0}",
    ].filter { !$0.contains("{") }

    @Test(arguments: patterns)
    func agreesWithSwiftRegex(_ source: String) throws {
        let pattern = try FilterPattern(source)
        let regex = try Regex(source)
        for name in Self.names {
            #expect(pattern.matches(name) == name.contains(regex), "'\(source)' on '\(name)'")
        }
    }

    static let invalid: [(String, Int, String)] = [
        ("(", 0, "'(' is not closed"),
        ("a)", 1, "unbalanced ')'"),
        ("[ab", 0, "'[' is not closed"),
        ("a{2}", 1, "'{' (bounded repetition) is not supported; use * + ? or write the item out"),
        ("*a", 0, "'*' has nothing to repeat"),
        ("a\\", 1, "'\\' at the end of the pattern"),
        ("[z-a]", 1, "range 'z-a' is reversed"),
        ("(?=x)", 1, "'(?' (lookaround, named or non-capturing groups) is not supported"),
        ("(a)\\1", 3, "backreferences (\\1) are not supported"),
    ]

    @Test(arguments: invalid)
    func invalidPatternsNameTheProblemAndPlace(_ source: String, _ offset: Int, _ reason: String) {
        #expect(throws: FilterPatternError(pattern: source, offset: offset, reason: reason)) {
            try FilterPattern(source)
        }
    }

    @Test func limitsLengthAndNesting() {
        let long = String(repeating: "a", count: FilterPattern.maximumLength + 1)
        #expect(throws: FilterPatternError.self) { try FilterPattern(long) }
        let deep = String(repeating: "(", count: 51) + "a" + String(repeating: ")", count: 51)
        #expect(throws: FilterPatternError(pattern: deep, offset: 50, reason: "more than 50 nested groups")) {
            try FilterPattern(deep)
        }
        let fine = String(repeating: "(", count: 50) + "a" + String(repeating: ")", count: 50)
        #expect((try? FilterPattern(fine))?.matches("xa") == true)
    }

    @Test func errorIsOneLineNamingPatternAndCharacter() {
        let error = FilterPatternError(pattern: "a{2}", offset: 1, reason: "'{' (bounded repetition) is not supported")
        #expect(
            error.description
                == "invalid --filter pattern 'a{2}': '{' (bounded repetition) is not supported at character 2")
    }

    @Test func escapesAndSetsWithSpecialCharacters() throws {
        #expect(try FilterPattern("[]a]").matches("]"))
        #expect(try FilterPattern("[a-]").matches("-"))
        #expect(try FilterPattern("\\(x\\)").matches("f(x)"))
        #expect(try FilterPattern("[\\d_]").matches("_"))
        #expect(try FilterPattern("\\{").matches("{"))
    }
}

struct FilterPatternHelpTests {
    /// Every construct the help text names compiles and does what it says.
    @Test func helpExamplesWork() throws {
        let cases: [(String, String, Bool)] = [
            ("abc", "xabcx", true), (".", "z", true), ("[a-z_]", "_", true), ("[^0-9]", "7", false),
            ("^x*$", "", true), ("^x+$", "", false), ("^x?y", "y", true), ("a|b", "b", true), ("(ab)+c", "ababc", true),
            ("^d", "ad", false), ("d$", "da", false), ("\\d", "7", true), ("\\w", "-", false), ("\\s", " ", true),
            ("\\.", "a", false),
        ]
        for (source, name, expected) in cases {
            #expect(try FilterPattern(source).matches(name) == expected, "'\(source)' on '\(name)'")
        }
        #expect(FilterPattern.helpSyntax.contains("{n,m}"))
    }
}
