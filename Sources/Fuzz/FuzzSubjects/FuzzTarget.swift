import FuzzSupport
import KeyboardFuzz
import MorseFuzz
import ReportFuzz
import VisionFuzz

/// The fuzz target's one entry and its one subject table: an input's first byte, modulo the number of
/// subjects, picks a subject; the subject reads the bytes after it. The committed seeds write the
/// selector itself (0…8), so a subject appended at the end leaves every seed on its subject.
public enum FuzzTarget {
    /// Every fuzz subject, in selector order (`subjects[n].selector == n`).
    public static let subjects: [FuzzSubject] = [
        FuzzSubject(0, "saved-state") { payload, _ in KeyboardSubjects.savedState(payload) },
        FuzzSubject(1, "session") { payload, options in KeyboardSubjects.session(payload, options: options) },
        FuzzSubject(2, "filter") { payload, _ in ReportFuzz.filterPattern(payload) },
        FuzzSubject(3, "vision") { payload, _ in
            var input = FuzzBytes(payload)
            return VisionProbe.run(&input)
        },
        FuzzSubject(4, "morse") { payload, _ in MorseEngineProbe.check(payload) },
        FuzzSubject(5, "analysis-wire") { payload, _ in AnalysisWireProbe.check(payload) },
        FuzzSubject(6, "report") { payload, _ in
            FuzzFinding.catching { () throws(FuzzFinding) in try ReportFuzz.check(payload) }
        },
        FuzzSubject(7, "touch") { payload, _ in KeyboardSubjects.touch(payload) },
        FuzzSubject(8, "session-reader") { payload, _ in SessionReaderProbe.run(payload) },
    ]

    /// The subject an input runs (an empty input runs subject 0 on nothing).
    public static func subject(for bytes: [UInt8]) -> FuzzSubject {
        subjects[Int(bytes.first ?? 0) % subjects.count]
    }

    /// Runs one input; returns the first broken promise, or `nil`.
    public static func run(_ bytes: [UInt8], options: FuzzOptions) -> FuzzFinding? {
        subject(for: bytes).run(Array(bytes.dropFirst()), options)
    }
}
