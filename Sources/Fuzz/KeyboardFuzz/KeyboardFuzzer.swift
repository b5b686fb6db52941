import KeyboardCore

/// The fuzz target's entry: one input is one program. Its first byte picks the subject: one in four
/// inputs is a saved-state string for the parser, one in eight a `--filter` pattern and name
/// (BenchSafety), one in eight (selector 7) the touch mapping (points, calibrations, validation); selector 6
/// is report decoding (`ReportFuzz`); the others drive a keyboard session, its controller, the geometry, the layout
/// audit, the tree cache, the snippet buffer and colour parsing.
public struct KeyboardFuzzer: Sendable {
    /// What may be tried.
    public var options: FuzzOptions

    /// A fuzzer with `options`.
    public init(options: FuzzOptions = FuzzOptions()) {
        self.options = options
    }

    /// Runs one input; returns the first broken promise, or `nil` when every check held.
    public func run(_ bytes: [UInt8]) -> FuzzFinding? {
        var input = FuzzBytes(bytes)
        do {
            switch input.byte() % 8 {
            case 0, 4: try SavedStateFuzz.run(input.remaining)
            case 2: try FilterPatternFuzz.run(&input)
            case 7: try TouchProbe.run(&input)
            default: try runProgram(&input)
            }
            return nil
        } catch {
            return error
        }
    }

    /// Runs the session program, then checks that releasing the session released every tracked object.
    func runProgram(_ input: inout FuzzBytes) throws(FuzzFinding) {
        let before = TrackedType.allCases.map(LiveObjectRegistry.count)
        try SessionProgram.run(&input, options: options)
        let after = TrackedType.allCases.map(LiveObjectRegistry.count)
        try expect(before == after, "release", "tracked objects alive after the session was released: \(before) before, \(after) after")
    }
}
