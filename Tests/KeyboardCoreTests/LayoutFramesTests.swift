import KeyboardCore
import Testing

/// Layouts as data: providers and the one flat list of key frames every reader shares.
struct LayoutFramesTests {
    static let spanish = KeyboardLayoutProvider(
        name: "es-test",
        letters: KeyboardLayout(
            mode: .letters,
            rows: [
                "qwertyuiop".map { .letter(String($0)) },
                "asdfghjklñ".map { .letter(String($0)) },
                [.shift] + "zxcvbnm".map { KeyDefinition.letter(String($0)).flexibleWidth() } + [.backspace],
                [.toNumbers, .globe, .space, .return],
            ]),
        numbers: .numbers, symbols: .symbols)

    @Test(arguments: KeyboardMode.allCases)
    func flatListMatchesTheRowViews(_ mode: KeyboardMode) throws {
        let geometry = try KeyboardGeometry(width: 393)
        let layout = KeyboardLayout.standard(mode)
        let built = try geometry.keyFrames(for: layout)
        #expect(built.keys.map(\.key) == layout.rows.flatMap { $0 })
        #expect(built.keys.map(\.frame) == (try geometry.frames(for: layout)).flatMap { $0 })
        let hits = try geometry.hitRegions(for: try geometry.frames(for: layout))
        #expect(built.keys.map(\.hitRegion) == hits.flatMap { $0 })
        #expect(built.rowCount == 4 && built.bounds == geometry.bounds)
        for placed in built.keys { #expect(placed.hitRegion.contains(placed.frame)) }
    }

    @Test func standardProviderServesTheStandardLayouts() {
        for mode in KeyboardMode.allCases {
            for globe in [true, false] {
                #expect(
                    KeyboardLayoutProvider.standard.layout(for: mode, showsGlobe: globe)
                        == .standard(mode, showsGlobe: globe))
            }
        }
        #expect(KeyboardLayoutProvider.standard.minimumWidth == KeyboardGeometry.minimumWidth)
        #expect(KeyboardLayoutProvider.standard.definition(forID: "num.1") != nil)
        #expect(KeyboardLayoutProvider.standard.definition(forID: "letter.ñ") == nil)
    }

    @Test func customProviderIsItsOwnCacheKey() {
        let key = { (layouts: KeyboardLayoutProvider) in
            TreeCacheKey(
                mode: .letters, shift: .off, appearance: .light, width: 393, showsGlobe: true, layouts: layouts)
        }
        #expect(key(.standard) != key(Self.spanish))
        #expect(key(Self.spanish) == key(Self.spanish))
        #expect(key(Self.spanish).layout.contains(keyID: "letter.ñ"))
        #expect(Self.spanish.definition(forID: "letter.ñ")?.output == "ñ")
    }

    @Test func auditReadsTheProvidersLayout() throws {
        let report = try LayoutAudit.audit(device: .iPhone14Pro, mode: .letters, layouts: Self.spanish)
        #expect(report.keys.contains { $0.keyID == "letter.ñ" })
        #expect(report.keys.count == Self.spanish.layout(for: .letters).rows.flatMap { $0 }.count)
    }

    @Test func providerWithTooManyRowsIsRejected() {
        let tall = KeyboardLayout(mode: .letters, rows: Array(repeating: KeyboardLayout.letters.rows[0], count: 5))
        let provider = KeyboardLayoutProvider(name: "tall", letters: tall, numbers: .numbers, symbols: .symbols)
        #expect(throws: KeyboardGeometryError.tooManyRows(count: 5, maximum: 4)) { try provider.validate(width: 393) }
        #expect(throws: KeyboardGeometryError.self) {
            try LayoutAudit.audit(device: .iPhone14Pro, mode: .letters, layouts: provider)
        }
    }

    @Test func emptyLayoutHasNoKeysAndNoRows() throws {
        let empty = try KeyboardGeometry(width: 393).keyFrames(for: KeyboardLayout(mode: .letters, rows: []))
        #expect(empty.keys.isEmpty && empty.rowCount == 0)
    }
}
