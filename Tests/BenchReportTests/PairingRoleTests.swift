import BenchReport
import Foundation
import Testing

/// A report's pairing role is typed, and reads and writes the strings paired reports have always held.
struct PairingRoleTests {
    static let written =
        #"{"id":"r1","role":"baseline","pairs":5,"order":"ABBA","baselineWorker":"a","currentWorker":"b"}"#

    @Test func aReportWrittenBeforeTheRoleWasTypedDecodes() throws {
        let info = try JSONDecoder().decode(PairingInfo.self, from: Data(Self.written.utf8))
        #expect(info.role == .baseline && info.pairs == 5)
        let current = Self.written.replacingOccurrences(of: "\"baseline\",", with: "\"current\",")
        #expect(try JSONDecoder().decode(PairingInfo.self, from: Data(current.utf8)).role == .current)
    }

    @Test func theRoleIsWrittenAsTheSameString() throws {
        let info = PairingInfo(id: "r1", role: .current, pairs: 2, baselineWorker: "a", currentWorker: "b")
        let text = String(decoding: try JSONEncoder().encode(info), as: UTF8.self)
        #expect(text.contains(#""role":"current""#))
    }

    @Test func aRoleOtherThanTheTwoSidesIsRefused() {
        let other = Self.written.replacingOccurrences(of: "\"baseline\",", with: "\"left\",")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PairingInfo.self, from: Data(other.utf8)) }
    }
}
