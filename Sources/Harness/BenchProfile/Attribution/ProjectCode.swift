/// Which code is the project's own: Swift code of this package's modules — the keyboard, the suite,
/// the fixtures — told apart from the standard library and the toolchain's other modules, from C
/// libraries and the kernel (not Swift), and from the harness itself, by the module a Swift symbol's
/// mangled name starts with. Any other Swift module counts as the project's, so a module added to the
/// keyboard is ranked without being listed here.
///
/// The harness never imports the keyboard; its own module names are listed here as strings, and the
/// architecture test checks the list against the package's harness group.
public enum ProjectCode {
    /// The harness's modules: their frames are the measuring, never the measured code.
    public static let harnessModules: Set<String> = [
        "BenchModel", "BenchSafety", "BenchKit", "BenchReport", "BenchRunner", "BenchProfile", "PerfModel",
        "PerfCompare",
        "PerfHistory", "PerfDashboard", "PerfExport", "BenchCLI", "keyboard_bench", "keyboard_bench_worker",
    ]

    /// The toolchain's Swift modules (standard library, runtime support, Foundation, Dispatch).
    static let toolchainModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "_RegexParser", "Synchronization", "Distributed", "Observation",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "Dispatch",
        "Testing", "XCTest",
    ]

    /// Whether a mangled Swift symbol is the project's code.
    public static func isProject(symbol: String) -> Bool { isProject(module: module(ofSymbol: symbol)) }

    /// Whether code of `module` (`nil`: not Swift) is the project's.
    public static func isProject(module: String?) -> Bool {
        guard let module else { return false }
        return !harnessModules.contains(module) && !toolchainModules.contains(module)
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
