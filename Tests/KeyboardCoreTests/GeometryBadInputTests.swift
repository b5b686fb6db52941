import KeyboardCore
import Testing

/// Rows, layouts and screens the keyboard does not have are named errors.
struct GeometryBadInputTests {
    let geometry: KeyboardGeometry

    init() throws { geometry = try KeyboardGeometry(width: 393) }

    private var fiveRowLayout: KeyboardLayout {
        KeyboardLayout(mode: .letters, rows: KeyboardLayout.letters.rows + [KeyboardLayout.letters.rows[0]])
    }

    @Test(arguments: [4, -1, Int.max, Int.min])
    func rowFrameOutsideTheKeyboardThrows(_ row: Int) {
        #expect(throws: KeyboardGeometryError.rowOutOfRange(row: row, rowCount: 4)) { try geometry.rowFrame(row) }
        #expect(throws: KeyboardGeometryError.rowOutOfRange(row: row, rowCount: 4)) {
            try geometry.frames(for: KeyboardLayout.letters.rows[0], row: row)
        }
    }

    @Test func everyRealRowHasAFrame() throws {
        for row in 0..<KeyboardGeometry.rowCount { #expect(try geometry.rowFrame(row).height > 0) }
    }

    @Test func fiveRowLayoutThrowsTooManyRows() {
        #expect(throws: KeyboardGeometryError.tooManyRows(count: 5, maximum: 4)) {
            try geometry.frames(for: fiveRowLayout)
        }
        let rows = Array(repeating: [Rect(x: 4, y: 64, width: 30, height: 46)], count: 5)
        #expect(throws: KeyboardGeometryError.tooManyRows(count: 5, maximum: 4)) {
            try geometry.hitRegions(for: rows)
        }
        #expect(KeyboardGeometryError.tooManyRows(count: 5, maximum: 4).description.contains("5 rows"))
    }

    @Test(arguments: [-852.0, -0.0, 0, .nan, .infinity, -.infinity])
    func auditRejectsABadScreenHeight(_ height: Double) {
        let device = DevicePreset(name: "bad", screenWidth: 393, screenHeight: height)
        #expect(throws: KeyboardGeometryError.self) { try LayoutAudit.audit(device: device, mode: .letters) }
        do {
            _ = try LayoutAudit.audit(device: device, mode: .letters)
        } catch {
            guard case .invalidScreenHeight = error else { Issue.record("wrong error \(error)"); return }
        }
    }

    @Test func auditOfAValidScreenNeverReportsANegativeShare() throws {
        for report in try LayoutAudit.auditAll() { #expect(report.heightShare > 0) }
    }
}
