import KeyboardCore
import Testing

/// Story 6.2 ACs 6–8: the audit reports, honestly, what fails.
struct LayoutAuditTests {
    @Test func heightShareOnEachDevice() throws {
        let se = try LayoutAudit.audit(device: .iPhoneSE, mode: .letters)
        #expect(abs(se.heightShare - 320.0 / 667) < 1e-12)
        #expect(!se.heightWithinLimit)
        #expect(!se.passes)
        #expect(try LayoutAudit.audit(device: .iPhone14Pro, mode: .letters).heightWithinLimit)
        #expect(try LayoutAudit.audit(device: .iPhone14ProMax, mode: .letters).heightWithinLimit)
    }

    @Test func reportsTheUnassignedHeight() throws {
        for report in try LayoutAudit.auditAll() {
            #expect(report.keyboardHeight == 320)
            #expect(report.unassignedHeight == 64)
        }
    }

    @Test func coversEveryDeviceAndLayout() throws {
        let reports = try LayoutAudit.auditAll()
        #expect(reports.count == 9)
        for report in reports {
            #expect(report.keys.count == KeyboardLayout.standard(report.mode).rows.flatMap { $0 }.count)
        }
    }

    @Test(arguments: DevicePreset.all)
    func interiorLetterKeysAreTooNarrowOnEveryDevice(_ device: DevicePreset) throws {
        let report = try LayoutAudit.audit(device: device, mode: .letters)
        let short = Set(report.shortKeys.map(\.keyID))
        for id in "wertyuio".map({ "letter.\($0)" }) { #expect(short.contains(id), "\(id) on \(device.name)") }
        for finding in report.keys where short.contains(finding.keyID) {
            #expect(finding.hitRegion.width < 44 || finding.hitRegion.height < 44)
        }
        for id in ["shift", "backspace", "mode.123", "space", "return"] { #expect(!short.contains(id)) }
    }

    @Test func rowHeightsGiveHitHeightsOfAtLeast44() throws {
        let report = try LayoutAudit.audit(device: .iPhone14Pro, mode: .numbers)
        let heights = Set(report.keys.map(\.hitRegion.height))
        #expect(heights == [52, 50, 44])
        #expect(report.keys.allSatisfy { $0.meetsHeight })
    }

    @Test func proMaxRowThreeLettersAndEdgeKeysMeetTheGuideline() throws {
        let report = try LayoutAudit.audit(device: .iPhone14ProMax, mode: .letters)
        let short = Set(report.shortKeys.map(\.keyID))
        #expect(!short.contains("letter.z") && !short.contains("letter.q") && !short.contains("letter.a"))
        let se = try LayoutAudit.audit(device: .iPhoneSE, mode: .letters)
        #expect(se.shortKeys.map(\.keyID).contains("letter.z"))
    }
}
