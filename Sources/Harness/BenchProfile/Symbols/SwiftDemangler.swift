import BenchSafety
import Foundation

/// Swift symbol names made readable by the toolchain's own `swift-demangle`, many at once: one run of
/// the tool per batch, the names on its standard input, one a line.
///
/// The simplified style (`--simplified`) is the default: `closure #1 in static
/// MorseBenchmarks.engineSignal()` rather than the full form, which spells every type with its module
/// and every closure's signature and makes one frame of a flame graph several hundred characters long.
/// Two symbols that differ only in what the simplified form leaves out (a module name, a `merged`
/// closure, a `.resume.0` suffix) read as one function; `.full` keeps them apart.
public struct SwiftDemangler: Sendable {
    /// How much of a symbol the demangled name spells out.
    public enum Style: Sendable {
        /// Without modules, signatures and specialisation details (`swift-demangle --simplified`).
        case simplified
        /// Everything the symbol encodes (`swift-demangle`).
        case full
    }

    /// The `swift-demangle` executable this demangler runs.
    public let toolPath: String
    /// The style of the names it returns.
    public let style: Style
    /// The longest one run of the tool may take, seconds (then it is killed, with its children).
    public var deadlineSeconds = ToolRun.configuredDeadline()

    /// A demangler running the tool at `toolPath`.
    public init(toolPath: String, style: Style = .simplified) {
        self.toolPath = toolPath
        self.style = style
    }

    /// A demangler running the toolchain's `swift-demangle`, found by `SwiftDemangler.locate`.
    public init(style: Style = .simplified, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(SwiftDemanglerError)
    {
        self.init(toolPath: try Self.locate(environment: environment), style: style)
    }

    /// Whether `name` is a Swift symbol this demangler sends to the tool: a mangled name of Swift 4 or
    /// later (`$s`, `_$s`, `$S`, `_$S`, `$e`, `_$e`) on one line. Everything else passes through as it is.
    public static func isSwiftSymbol(_ name: String) -> Bool {
        let prefixes = ["$s", "_$s", "$S", "_$S", "$e", "_$e"]
        return prefixes.contains(where: name.hasPrefix) && !name.contains("\n") && !name.contains("\r")
    }

    /// The readable name of every Swift symbol among `names`, by mangled name; names that are not Swift
    /// symbols are left out (they read as they are). One run of the tool for all of them.
    public func demangle(_ names: some Sequence<String>) throws(SwiftDemanglerError) -> [String: String] {
        let symbols = Array(Set(names.filter(Self.isSwiftSymbol))).sorted()
        guard !symbols.isEmpty else { return [:] }
        let output = try run(input: symbols.joined(separator: "\n") + "\n")
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).prefix(symbols.count)
        guard lines.count == symbols.count else {
            throw .unexpectedOutput(tool: toolPath, lines: lines.count, expected: symbols.count)
        }
        return Dictionary(uniqueKeysWithValues: zip(symbols, lines.map(String.init)))
    }

    /// `stacks` with every frame that is a Swift symbol demangled (stacks whose frames now read alike
    /// add up); other frames are unchanged.
    public func demangled(_ stacks: FoldedStacks) throws(SwiftDemanglerError) -> FoldedStacks {
        stacks.renamed(try demangle(stacks.weights.keys.joined()))
    }
}
