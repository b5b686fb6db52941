import Foundation
import FuzzSubjects
import Testing

/// The one subject table: one selector per subject, in order, and every committed seed on the subject
/// its name says.
@Suite struct FuzzTargetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everySubjectHasItsOwnSelectorInOrder() {
        #expect(FuzzTarget.subjects.map(\.selector) == Array(0..<UInt8(FuzzTarget.subjects.count)))
        #expect(Set(FuzzTarget.subjects.map(\.name)).count == FuzzTarget.subjects.count)
    }

    @Test func theFirstByteModuloTheCountPicksTheSubject() {
        let count = FuzzTarget.subjects.count
        for selector in 0..<count {
            #expect(FuzzTarget.subject(for: [UInt8(selector + count), 9]).name == FuzzTarget.subjects[selector].name)
        }
        #expect(FuzzTarget.subject(for: []).name == "saved-state")
    }

    /// Seeds are named after what they drive (`probe-` and `item-` inputs are session programs).
    @Test func everySeedRunsTheSubjectItsNameSays() throws {
        let subjects = [
            "analysis": "analysis-wire", "filter": "filter", "morse": "morse", "probe": "session", "report": "report",
            "session": "session", "state": "saved-state", "touch": "touch", "vision": "vision", "item": "session",
            "reader": "session-reader",
        ]
        for folder in ["Fuzz/corpus/keyboard", "Fuzz/known-faults"] {
            let directory = Self.root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
                let prefix = String(name.prefix { $0 != "-" })
                #expect(
                    bytes.first.map { Int($0) < FuzzTarget.subjects.count } == true,
                    "\(name) writes its selector itself")
                #expect(FuzzTarget.subject(for: bytes).name == subjects[prefix], "\(folder)/\(name)")
            }
        }
    }
}
