import BenchReport
import FuzzSupport

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
            throw FuzzFinding(
                "report",
                "encoding is not a fixed point after decoding (\(first.count) bytes, then \(again?.count ?? 0))")
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
