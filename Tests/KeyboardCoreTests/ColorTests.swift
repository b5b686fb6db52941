import KeyboardCore
import Testing

/// Story 6.1: the palette, and what "blue" means.
struct ColorTests {
    @Test func hexParsingAndPrinting() throws {
        #expect(try RGBColor(hex: "#F8F8F8") == RGBColor(red: 0xF8, green: 0xF8, blue: 0xF8))
        #expect(try RGBColor(hex: "4a4a4a").hexString == "#4A4A4A")
        #expect(RGBColor(hex: 0x0A0B0C).hexString == "#0A0B0C")
    }

    @Test(arguments: ["", "#", "#12345", "#1234567", "#GGGGGG", "12 456", "#+12345", "#-12345"])
    func malformedHexThrows(_ text: String) {
        #expect(throws: RGBColor.HexError.malformed(text)) { try RGBColor(hex: text) }
    }

    @Test func paletteMatchesStory61() {
        #expect(KeyboardPalette.light.key.hexString == "#F8F8F8")
        #expect(KeyboardPalette.light.background.hexString == "#D9D9D9")
        #expect(KeyboardPalette.light.label == .black)
        #expect(KeyboardPalette.dark.key.hexString == "#4A4A4A")
        #expect(KeyboardPalette.dark.background.hexString == "#191919")
        #expect(KeyboardPalette.dark.label == .white)
        #expect(Appearance.light.palette == .light && Appearance.dark.palette == .dark)
    }

    @Test func blueDefinition() {
        #expect(RGBColor(hex: 0x007AFF).isBlue)  // iOS system blue, epic 6's bug
        #expect(RGBColor(hex: 0x0000FF).isBlue)
        #expect(RGBColor(hex: 0x4A4A5C).isBlue)  // blue 18 above both
        #expect(!RGBColor(hex: 0x4A4A5A).isBlue)  // blue only 16 above: a tinted grey
        #expect(!RGBColor(hex: 0x00FFFF).isBlue)  // cyan: green as strong as blue
        #expect(!RGBColor.white.isBlue && !RGBColor.black.isBlue)
    }

    @Test(arguments: Appearance.allCases)
    func noPaletteColourIsBlue(_ appearance: Appearance) {
        for color in appearance.palette.allColors { #expect(!color.isBlue, "\(color)") }
    }

    @Test(arguments: Appearance.allCases)
    func labelsContrastWithKeys(_ appearance: Appearance) {
        let palette = appearance.palette
        let keyLevel = Int(palette.key.red), labelLevel = Int(palette.label.red)
        #expect(abs(keyLevel - labelLevel) >= 0xB0)
    }
}
