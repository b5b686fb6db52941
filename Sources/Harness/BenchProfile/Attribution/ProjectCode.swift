/// Which code is the project's own: the modules of this package that the harness measures (the keyboard
/// and the suite), told apart from the standard library, the Swift runtime, C libraries, the kernel and
/// the harness itself by the module a Swift symbol's mangled name starts with.
///
/// The harness never imports these modules; their names are listed here as strings, and the
/// architecture test checks the list against the package's keyboard and suite groups.
public enum ProjectCode {
    /// The package's modules whose frames an explanation ranks: every keyboard and suite module, and
    /// the shared `Determinism` the keyboard uses. The harness's own modules (BenchKit, BenchModel, …)
    /// are not among them.
    public static let modules: Set<String> = [
        "KeyboardCore", "TouchMapping", "VisionPipeline", "MorseInput", "MorseStats", "AnalysisClient",
        "KeyboardVocabulary", "SceneRenderer", "AnalysisStub", "Scenarios", "Benchmarks", "Determinism",
    ]

    /// Whether a mangled Swift symbol belongs to one of `modules`.
    public static func isProject(symbol: String) -> Bool {
        module(ofSymbol: symbol).map(modules.contains) ?? false
    }

    /// The module a mangled Swift symbol (`$s12KeyboardCore…`, `_$s…`, `$S…`, `$e…`) is declared in:
    /// its first identifier, or for a member of an extension of a standard type declared elsewhere
    /// (`$sSS12KeyboardCoreE…`) that extension's module; `Swift` for the standard library (`$ss…`,
    /// `$sSS…`); `nil` for a name that is not a mangled Swift symbol.
    public static func module(ofSymbol symbol: String) -> String? {
        guard let prefix = ["_$s", "$s", "_$S", "$S", "_$e", "$e"].first(where: symbol.hasPrefix) else { return nil }
        let body = symbol.utf8.dropFirst(prefix.utf8.count)
        guard let first = body.first else { return nil }
        if first == UInt8(ascii: "s") { return "Swift" }
        if first == UInt8(ascii: "S") {
            // A standard type (`S` and one letter), then maybe `<length><module>E`: an extension elsewhere.
            let afterType = body.dropFirst(2)
            guard let found = identifier(afterType), found.rest.first == UInt8(ascii: "E") else { return "Swift" }
            return found.name
        }
        return identifier(body)?.name
    }

    /// A length-prefixed identifier (`12KeyboardCore`) at the start of `text`, and what follows it.
    static func identifier(_ text: Substring.UTF8View) -> (name: String, rest: Substring.UTF8View)? {
        let digits = text.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !digits.isEmpty, digits.first != UInt8(ascii: "0"),
            let length = Int(String(decoding: digits, as: UTF8.self))
        else { return nil }
        let rest = text.dropFirst(digits.count)
        guard rest.count >= length else { return nil }
        return (String(decoding: rest.prefix(length), as: UTF8.self), rest.dropFirst(length))
    }
}
