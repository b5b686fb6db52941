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
    /// Each function's instructions by the first position column of its cost lines — the instruction's
    /// address with `--dump-instr=yes`, else the source line — counting its own instructions and, at a
    /// call, the callee's inclusive cost: where in the function its cost goes.
    public var sites: [String: [UInt64: UInt64]] = [:]

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
    var incoming: [String: UInt64] {
        var sums: [String: UInt64] = [:]
        for callees in arcs.values { for (callee, arc) in callees { sums[callee, default: 0] += arc.instructions } }
        return sums
    }

    /// The position (see `sites`) where `function` spends the most, `nil` when it has none.
    public func heaviestSite(of function: String) -> UInt64? {
        sites[function]?.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
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
        /// The previous cost line's position columns, which a relative position (`+n`, `-n`, `*`) adds to.
        var last: [UInt64] = []

        mutating func feed(_ line: Substring, into graph: inout CallgrindGraph) throws(CallgrindGraphError) {
            if let calls = pendingCalls {
                pendingCalls = nil
                let cost = try ir(line)
                record(line, cost, into: &graph)
                graph.arcs[function, default: [:]][callee, default: Arc(calls: 0, instructions: 0)].calls += calls
                graph.arcs[function, default: [:]][callee, default: Arc(calls: 0, instructions: 0)].instructions += cost
                return
            }
            guard let first = line.first else { return }
            if first.isNumber || first == "+" || first == "-" || first == "*" {
                let cost = try ir(line)
                record(line, cost, into: &graph)
                if !function.isEmpty { graph.selfCost[function, default: 0] += cost }
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

        /// Adds `cost` to the current function's site at the line's first position, decoding the
        /// positions (`0x…` hexadecimal, decimal, or relative to the previous cost line's).
        mutating func record(_ line: Substring, _ cost: UInt64, into graph: inout CallgrindGraph) {
            let fields = line.split(separator: " ").prefix(positions)
            if last.count != positions { last = Array(repeating: 0, count: positions) }
            for (index, field) in fields.enumerated() { last[index] = Self.position(field, after: last[index]) }
            guard !function.isEmpty, let site = last.first else { return }
            graph.sites[function, default: [:]][site, default: 0] += cost
        }

        /// One position column's value: `*` the previous, `+n`/`-n` relative to it, `0x…` or decimal.
        static func position(_ field: Substring, after previous: UInt64) -> UInt64 {
            if field == "*" { return previous }
            if let sign = field.first, sign == "+" || sign == "-" {
                let delta = UInt64(field.dropFirst()) ?? 0
                return sign == "+" ? previous &+ delta : previous &- delta
            }
            if field.hasPrefix("0x") { return UInt64(field.dropFirst(2), radix: 16) ?? previous }
            return UInt64(field) ?? previous
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
