import BenchReport
import Foundation
import FuzzSubjects
import FuzzSupport
import Testing

/// Report decoding in the fuzz target: the report seeds decode (so mutations start deep inside a
/// real report), a truncated one is refused by name, and the checks hold on both.
struct ReportFuzzTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/keyboard")

    static func seed(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: corpus.appendingPathComponent(name)))
    }

    @Test(arguments: [("report-v1-trimmed", 1), ("report-v2-trimmed", 2)])
    func reportSeedsDecode(_ name: String, _ version: Int) throws {
        let bytes = try Self.seed(name)
        #expect(bytes.first == 6)
        let json = Data(bytes.dropFirst())
        #expect(try JSONSerialization.jsonObject(with: json) as? [String: Any] != nil)
        let report = try ReportCoding.decode(json)
        #expect(report.scenarios.count == 1)
        #expect(FuzzTarget.run(bytes, options: FuzzOptions()) == nil, "\(version)")
    }

    @Test func truncatedReportIsRefusedByName() throws {
        let bytes = try Self.seed("report-truncated")
        #expect(throws: ReportDecodingError.self) { try ReportCoding.decode(Data(bytes.dropFirst())) }
        #expect(FuzzTarget.run(bytes, options: FuzzOptions()) == nil)
    }

    @Test func otherSelectorsGoToTheKeyboardPrograms() {
        #expect(FuzzTarget.run([0] + Array("v1;mode=letters;shift=off".utf8), options: FuzzOptions()) == nil)
        #expect(FuzzTarget.run([], options: FuzzOptions()) == nil)
    }
}
