import KeyboardCore
import Testing

/// A fixed key width that is NaN, infinite or negative is refused by name — never "needs at least
/// nan pt", never a frame of NaN width.
struct KeyWidthValidationTests {
    static func layout(width: Double) -> KeyboardLayout {
        var rows = KeyboardLayout.letters.rows
        rows[3][rows[3].count - 1] = KeyDefinition(
            id: "return", output: "\n", label: "return", kind: .return, width: .fixed(width))
        return KeyboardLayout(mode: .letters, rows: rows)
    }

    static func provider(width: Double) -> KeyboardLayoutProvider {
        KeyboardLayoutProvider(
            name: "bad-\(width)", letters: layout(width: width), numbers: .numbers, symbols: .symbols)
    }

    /// Whether `body` throws `.invalidKeyWidth` naming the return key and `width` (bit for bit: NaN too).
    static func refusesReturn(width: Double, _ body: () throws(KeyboardGeometryError) -> Void) -> Bool {
        do {
            try body()
            return false
        } catch {
            guard case .invalidKeyWidth(let id, let refused) = error else { return false }
            return id == "return" && refused.bitPattern == width.bitPattern
                && !error.description.contains("nan pt") && error.description.contains("return")
        }
    }

    @Test(arguments: [Double.nan, -.nan, .infinity, -.infinity, -1, -0x1p-1074])
    func aBadFixedWidthIsRefusedByName(width: Double) throws {
        let provider = Self.provider(width: width)
        #expect(
            Self.refusesReturn(width: width) { () throws(KeyboardGeometryError) in try provider.validate(width: 393) })
        let geometry = try KeyboardGeometry(width: 393)
        #expect(
            Self.refusesReturn(width: width) { () throws(KeyboardGeometryError) in
                _ = try geometry.keyFrames(for: Self.layout(width: width))
            })
        #expect(
            Self.refusesReturn(width: width) { () throws(KeyboardGeometryError) in
                _ = try geometry.frames(for: Self.layout(width: width).rows[3], row: 3)
            })
    }

    @Test func zeroAndOrdinaryFixedWidthsStillWork() throws {
        let geometry = try KeyboardGeometry(width: 393)
        for width in [0.0, 88, 120] {
            let frames = try geometry.keyFrames(for: Self.layout(width: width))
            #expect(frames.keys.allSatisfy { $0.frame.x.isFinite && $0.frame.width.isFinite })
            try Self.provider(width: width).validate(width: 393)
        }
    }
}
