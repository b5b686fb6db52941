import FuzzSupport
import KeyboardCore

/// The keyboard core's fuzz subjects, each an entry over the bytes after the selector (the subject
/// table, `FuzzTarget.subjects`, picks among them): the saved-state parser, the touch mapping and a
/// keyboard session program. (The harness's subjects — report decoding, the `--filter` matcher — are
/// ReportFuzz's: a keyboard subject imports no harness module.)
public enum KeyboardSubjects {
    /// The saved-state parser over the bytes as text.
    public static func savedState(_ payload: [UInt8]) -> FuzzFinding? {
        FuzzFinding.catching { () throws(FuzzFinding) in try SavedStateFuzz.run(payload) }
    }

    /// The touch mapping: locators, calibrations, camera sizes, validation, then one extreme.
    public static func touch(_ payload: [UInt8]) -> FuzzFinding? {
        var input = FuzzBytes(payload)
        return FuzzFinding.catching { () throws(FuzzFinding) in try TouchProbe.run(&input) }
    }

    /// A keyboard session driven by the bytes — its controller, the geometry, the layout audit, the tree
    /// cache, the snippet buffer, colour parsing — then a check that releasing the session released
    /// every tracked object.
    public static func session(_ payload: [UInt8], options: FuzzOptions) -> FuzzFinding? {
        var input = FuzzBytes(payload)
        return FuzzFinding.catching { () throws(FuzzFinding) in
            let before = TrackedType.allCases.map(LiveObjectRegistry.count)
            try SessionProgram.run(&input, options: options)
            let after = TrackedType.allCases.map(LiveObjectRegistry.count)
            try expect(
                before == after, "release",
                "tracked objects alive after the session was released: \(before) before, \(after) after")
        }
    }
}
