import BenchReport
import KeyboardFuzz
import MorseFuzz
import VisionFuzz

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Report decoding over malformed and truncated report files: `ReportCoding.decode` never traps
/// and refuses bad input with a `ReportDecodingError`; a report it accepts renders as Markdown and
/// encodes to a fixed point (encode → decode → encode gives the same bytes).
public enum ReportFuzz {
    /// Decodes `bytes` as a report file and checks the result.
    public static func check(_ bytes: [UInt8]) throws(FuzzFinding) {
        let report: RunReport
        do {
            report = try ReportCoding.decode(Data(bytes))
        } catch {
            try expectNamed(error)
            return
        }
        _ = MarkdownReport.render(report)
        guard let first = try? ReportCoding.encode(report) else {
            throw FuzzFinding("report", "a decoded report does not encode")
        }
        let again = try? ReportCoding.encode(ReportCoding.decode(first))
        guard again == first else {
            throw FuzzFinding("report", "encoding is not a fixed point after decoding (\(first.count) bytes, then \(again?.count ?? 0))")
        }
    }

    /// A refusal is a `ReportDecodingError` with a one-line description.
    static func expectNamed(_ error: any Error) throws(FuzzFinding) {
        guard let named = error as? ReportDecodingError else {
            throw FuzzFinding("report", "refused with \(type(of: error)), not a ReportDecodingError")
        }
        guard !named.description.contains("\n") else {
            throw FuzzFinding("report", "refusal is more than one line: \(named.description)")
        }
    }
}

/// Every fuzz subject behind one entry: the first byte picks report decoding (6 of 8) or the keyboard
/// programs of `KeyboardFuzzer` (which read the same byte to pick theirs).
public enum FuzzTarget {
    /// Runs one input; returns the first broken promise, or `nil`.
    public static func run(_ bytes: [UInt8], options: FuzzOptions) -> FuzzFinding? {
        if bytes.count > 1, bytes[0] % 8 == 5, let finding = otherSubject(bytes[1] % 4, Array(bytes.dropFirst(2))) { return finding }
        guard let selector = bytes.first, selector % 8 == 6 else { return KeyboardFuzzer(options: options).run(bytes) }
        do {
            try ReportFuzz.check(Array(bytes.dropFirst()))
            return nil
        } catch {
            return error
        }
    }

    /// Selector 5's second byte (mod 4) picks the subjects added after the first eight: 1 the vision
    /// pipeline, 2 the Morse engine, 3 the snippet/analysis wire; 0 (`nil` here) stays the session program.
    /// Returns `.some(nil)` when the subject's checks held.
    static func otherSubject(_ subject: UInt8, _ bytes: [UInt8]) -> FuzzFinding?? {
        switch subject {
        case 1:
            var input = FuzzBytes(bytes)
            return .some(VisionProbe.run(&input))
        case 2: return .some(MorseEngineProbe.check(bytes))
        case 3: return .some(AnalysisWireProbe.check(bytes))
        default: return nil
        }
    }
}
