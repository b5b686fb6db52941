/// What callgrind's output says about the measured calls of `run --instructions`: per operation slot,
/// the calls made through its trampoline (`kb_cg_measure` → `kb_cg_op_<k>`) and their inclusive
/// instruction count (event `Ir`). Only the collection windows count (the worker runs with
/// `--collect-atstart=no` and toggles collection around each measured call).
///
/// Reads callgrind's format (valgrind 3.x, `# callgrind format`, version 1): name compression
/// (`fn=(12) name`, later `fn=(12)`), any number of position columns (`positions: line` or
/// `instr line`, relative `+n`/`-n`/`*` values included), the `events:` list (the `Ir` column is
/// found by name), several parts or files (summed by the caller with `merge`).
public struct CallgrindOutput: Sendable, Equatable {
    /// One operation slot's calls and instructions.
    public struct Tally: Sendable, Equatable {
        /// Calls made.
        public var calls: Int
        /// Instructions executed by them (inclusive), in all.
        public var instructions: Double

        /// A tally.
        public init(calls: Int, instructions: Double) {
            self.calls = calls
            self.instructions = instructions
        }

        /// Instructions per call.
        public var perCall: Double { calls > 0 ? instructions / Double(calls) : .nan }
    }

    /// Tallies by operation slot (0-based).
    public var operations: [Int: Tally]

    /// The calling trampoline and the per-operation trampolines' name prefix (Sources/CCallgrind).
    static let measureFunction = "kb_cg_measure"
    static let operationPrefix = "kb_cg_op_"

    /// Parses one callgrind output file's text; throws on a file that is not callgrind's format.
    public init(parsing text: String) throws(CallgrindParseError) {
        var parser = Parser()
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) { try parser.feed(Substring(line)) }
        guard parser.sawHeader else { throw CallgrindParseError("not callgrind output (no 'events:' line)") }
        operations = parser.tallies
    }

    /// Adds another output's tallies (several dumps or processes).
    public mutating func merge(_ other: CallgrindOutput) {
        for (slot, tally) in other.operations {
            operations[slot, default: Tally(calls: 0, instructions: 0)].calls += tally.calls
            operations[slot, default: Tally(calls: 0, instructions: 0)].instructions += tally.instructions
        }
    }
}

/// A callgrind output that cannot be read.
public struct CallgrindParseError: Error, CustomStringConvertible, Equatable {
    /// One line.
    public let description: String
    init(_ description: String) { self.description = description }
}

extension CallgrindOutput {
    /// The line-by-line state of a parse.
    struct Parser {
        var names: [String: String] = [:]
        var positions = 1
        var irColumn: Int?
        var sawHeader = false
        var function = ""
        var callee = ""
        var pendingCalls: Int?
        var tallies: [Int: Tally] = [:]

        mutating func feed(_ line: Substring) throws(CallgrindParseError) {
            if let calls = pendingCalls {
                pendingCalls = nil
                try addCall(calls, costLine: line)
                return
            }
            if line.hasPrefix("events:") {
                let events = line.dropFirst("events:".count).split(separator: " ")
                irColumn = events.firstIndex(of: "Ir")
                sawHeader = true
                guard irColumn != nil else { throw CallgrindParseError("callgrind output without the Ir event") }
            } else if line.hasPrefix("positions:") {
                positions = max(1, line.dropFirst("positions:".count).split(separator: " ").count)
            } else if line.hasPrefix("fn=") {
                function = resolve(line.dropFirst(3))
            } else if line.hasPrefix("cfn=") {
                callee = resolve(line.dropFirst(4))
            } else if line.hasPrefix("calls=") {
                let count = line.dropFirst("calls=".count).split(separator: " ").first.flatMap { Int($0) }
                guard let count else { throw CallgrindParseError("malformed line '\(line.prefix(60))'") }
                pendingCalls = count
            }
        }

        /// `(12) name` defines id 12; `(12)` refers to it; a plain name is itself.
        mutating func resolve(_ text: Substring) -> String {
            guard text.hasPrefix("("), let close = text.firstIndex(of: ")") else { return String(text) }
            let id = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...].drop { $0 == " " }
            if !rest.isEmpty { names[id] = String(rest) }
            return names[id] ?? ""
        }

        /// The cost line after `calls=`: the call's inclusive cost, counted when it is a measured call.
        mutating func addCall(_ calls: Int, costLine: Substring) throws(CallgrindParseError) {
            guard function == CallgrindOutput.measureFunction, callee.hasPrefix(CallgrindOutput.operationPrefix),
                let slot = Int(callee.dropFirst(CallgrindOutput.operationPrefix.count)), let irColumn
            else { return }
            let fields = costLine.split(separator: " ")
            let index = positions + irColumn
            let cost = index < fields.count ? Double(fields[index]) : 0
            guard let cost else { throw CallgrindParseError("malformed cost line '\(costLine.prefix(60))'") }
            tallies[slot, default: Tally(calls: 0, instructions: 0)].calls += calls
            tallies[slot, default: Tally(calls: 0, instructions: 0)].instructions += cost
        }
    }
}
