/// A callgrind output file's call graph: per function, its self instruction count (event `Ir`) and the
/// calls it makes (callee, count, inclusive instructions), summed over every collection window.
///
/// Reads valgrind 3.x's format (`# callgrind format`, version 1): name compression (`fn=(12) name`,
/// later `fn=(12)`), `positions:` with any number of columns, `events:` (the `Ir` column found by name);
/// the file of each function (`fl=`) is kept when debug information named one.
public struct CallgrindGraph: Sendable, Equatable {
    /// One call arc: calls from one function to one callee, and their inclusive instructions.
    public struct Arc: Sendable, Equatable {
        /// Calls made.
        public var calls: UInt64
        /// Instructions executed by the callee and everything it called, over those calls.
        public var instructions: UInt64

        /// An arc of `calls` calls costing `instructions` in all.
        public init(calls: UInt64, instructions: UInt64) {
            self.calls = calls
            self.instructions = instructions
        }
    }

    /// Instructions executed in each function itself.
    public var selfCost: [String: UInt64] = [:]
    /// Calls made by each function: `arcs[caller][callee]`.
    public var arcs: [String: [String: Arc]] = [:]
    /// The source file of each function, where callgrind named one (not `???`).
    public var files: [String: String] = [:]

    /// Parses one callgrind output file's text; throws on text that is not callgrind's format.
    public init(parsing text: String) throws(CallgrindGraphError) {
        var parser = Parser()
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) { try parser.feed(line, into: &self) }
        guard parser.irColumn != nil else {
            throw CallgrindGraphError("not callgrind output (no 'events:' line with Ir)")
        }
    }

    /// Instructions executed in `function` and everything it called: the sum of its incoming arcs
    /// (a function entered before collection began has none; then its self cost plus its calls').
    public func inclusive(_ function: String) -> UInt64 { incoming[function] ?? fallbackInclusive(function) }

    /// Sum of the incoming arcs' instructions, per callee.
    public var incoming: [String: UInt64] {
        var sums: [String: UInt64] = [:]
        for callees in arcs.values { for (callee, arc) in callees { sums[callee, default: 0] += arc.instructions } }
        return sums
    }

    func fallbackInclusive(_ function: String) -> UInt64 {
        (selfCost[function] ?? 0) + (arcs[function]?.values.reduce(0) { $0 + $1.instructions } ?? 0)
    }
}

/// A callgrind output that cannot be read: one line.
public struct CallgrindGraphError: Error, CustomStringConvertible, Equatable {
    /// One line.
    public let description: String
    init(_ description: String) { self.description = description }
}

extension CallgrindGraph {
    /// The line-by-line state of a parse.
    struct Parser {
        var names: [String: String] = [:]
        var fileNames: [String: String] = [:]
        var positions = 1
        var irColumn: Int?
        var file = "???"
        var function = ""
        var callee = ""
        var pendingCalls: UInt64?

        mutating func feed(_ line: Substring, into graph: inout CallgrindGraph) throws(CallgrindGraphError) {
            if let calls = pendingCalls {
                pendingCalls = nil
                let cost = try ir(line)
                graph.arcs[function, default: [:]][callee, default: Arc(calls: 0, instructions: 0)].calls += calls
                graph.arcs[function, default: [:]][callee, default: Arc(calls: 0, instructions: 0)].instructions += cost
                return
            }
            guard let first = line.first else { return }
            if first.isNumber || first == "+" || first == "-" || first == "*" {
                if !function.isEmpty { graph.selfCost[function, default: 0] += try ir(line) }
            } else if line.hasPrefix("events:") {
                irColumn = line.dropFirst("events:".count).split(separator: " ").firstIndex(of: "Ir")
                guard irColumn != nil else { throw CallgrindGraphError("callgrind output without the Ir event") }
            } else if line.hasPrefix("positions:") {
                positions = max(1, line.dropFirst("positions:".count).split(separator: " ").count)
            } else if line.hasPrefix("fn=") {
                function = Self.resolve(line.dropFirst(3), in: &names)
                if file != "???", graph.files[function] == nil { graph.files[function] = file }
            } else if line.hasPrefix("fl=") {
                file = Self.resolve(line.dropFirst(3), in: &fileNames)
            } else if line.hasPrefix("fi=") || line.hasPrefix("fe=") {
                _ = Self.resolve(line.dropFirst(3), in: &fileNames)
            } else if line.hasPrefix("cfn=") {
                callee = Self.resolve(line.dropFirst(4), in: &names)
            } else if line.hasPrefix("cfi=") || line.hasPrefix("cfl=") {
                _ = Self.resolve(line.dropFirst(4), in: &fileNames)
            } else if line.hasPrefix("calls=") {
                let count = line.dropFirst("calls=".count).split(separator: " ").first.flatMap { UInt64($0) }
                guard let count else { throw CallgrindGraphError("malformed line '\(line.prefix(60))'") }
                pendingCalls = count
            }
        }

        /// The `Ir` figure of a cost line (0 when the line stops before its column).
        func ir(_ line: Substring) throws(CallgrindGraphError) -> UInt64 {
            guard let irColumn else { throw CallgrindGraphError("cost line before the 'events:' line") }
            let fields = line.split(separator: " ")
            let index = positions + irColumn
            guard index < fields.count else { return 0 }
            guard let cost = UInt64(fields[index]) else {
                throw CallgrindGraphError("malformed cost line '\(line.prefix(60))'")
            }
            return cost
        }

        /// `(12) name` defines id 12; `(12)` refers to it; a plain name is itself.
        static func resolve(_ text: Substring, in names: inout [String: String]) -> String {
            guard text.hasPrefix("("), let close = text.firstIndex(of: ")") else { return String(text) }
            let id = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...].drop { $0 == " " }
            if !rest.isEmpty { names[id] = String(rest) }
            return names[id] ?? ""
        }
    }
}
