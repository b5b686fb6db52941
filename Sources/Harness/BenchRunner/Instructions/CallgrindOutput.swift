import BenchProfile

/// What callgrind's output says about the measured calls of `run --instructions`: per operation slot,
/// the calls made through its trampoline (`kb_cg_measure` → `kb_cg_op_<k>`) and their inclusive
/// instruction count (event `Ir`). Only the collection windows count (the worker runs with
/// `--collect-atstart=no` and toggles collection around each measured call).
///
/// Several parts or files are summed by the caller with `merge`.
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

    /// Reads one callgrind output file's text through `CallgrindGraph` (the one reader of callgrind's
    /// format); throws on a file that is not callgrind's format.
    public init(parsing text: String) throws(CallgrindGraphError) {
        self.init(graph: try CallgrindGraph(parsing: text))
    }

    /// The measured calls of `graph`: its arcs from the calling trampoline to the operations' ones.
    public init(graph: CallgrindGraph) {
        operations = [:]
        for (callee, arc) in graph.arcs[Self.measureFunction] ?? [:] where callee.hasPrefix(Self.operationPrefix) {
            guard let slot = Int(callee.dropFirst(Self.operationPrefix.count)) else { continue }
            operations[slot] = Tally(calls: Int(arc.calls), instructions: Double(arc.instructions))
        }
    }

    /// Adds another output's tallies (several dumps or processes).
    public mutating func merge(_ other: CallgrindOutput) {
        for (slot, tally) in other.operations {
            operations[slot, default: Tally(calls: 0, instructions: 0)].calls += tally.calls
            operations[slot, default: Tally(calls: 0, instructions: 0)].instructions += tally.instructions
        }
    }
}
