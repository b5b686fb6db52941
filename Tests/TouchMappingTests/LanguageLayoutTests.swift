import KeyboardCore
import Testing
import TouchMapping

/// Every language's rows as on its national keyboard, on screen and printed.
struct LanguageLayoutTests {
    @Test func rowsMatchTheNationalLayouts() {
        let rows = { (layout: LanguageLayout) in layout.letterRows.map { $0.joined() } }
        #expect(rows(.english) == ["qwertyuiop", "asdfghjkl", "zxcvbnm,."])
        #expect(rows(.spanish) == ["qwertyuiop", "asdfghjklñç", "zxcvbnm,."])
        #expect(rows(.french) == ["azertyuiop", "qsdfghjklmù", "wxcvbn,;:"])
        #expect(rows(.german) == ["qwertzuiopü", "asdfghjklöä", "yxcvbnm,."])
        #expect(LanguageLayout.german.numberRow.last == "ß")
        #expect(rows(.arabic) == ["ضصثقفغعهخحجد", "شسيبلاتنمكط", "ئءؤرلاىةوزظ"])
        #expect(LanguageLayout.arabic.letterRows.map(\.count) == [12, 11, 10])
        #expect(LanguageLayout.arabic.letterRows[2][4] == "لا")
        #expect(rows(.chinesePinyin) == rows(.english))
        #expect(KeyboardLanguage.builtIn.map(\.layout.code) == ["en", "es", "fr", "de", "ar", "zh-pinyin"])
    }

    @Test(arguments: KeyboardLanguage.builtIn)
    func onScreenLayoutFitsEveryDeviceWithoutOverlap(_ language: KeyboardLanguage) throws {
        let layout = language.layout.keyboardLayout
        #expect(layout.rows.count == 4)
        #expect(layout.rows[2].first?.kind == .shift && layout.rows[2].last?.kind == .backspace)
        for device in DevicePreset.all {
            try language.layout.provider.validate(width: device.screenWidth)
            let frames = try KeyboardGeometry(width: device.screenWidth).keyFrames(for: layout)
            for (i, a) in frames.keys.enumerated() {
                #expect(frames.bounds.contains(a.frame) && a.frame.width > 0)
                for b in frames.keys[(i + 1)...] { #expect(!a.hitRegion.overlaps(b.hitRegion)) }
            }
        }
    }

    @Test(arguments: KeyboardLanguage.builtIn)
    func printedKeyboardHasTheNumberRowAndTheLetterRows(_ language: KeyboardLanguage) {
        let printed = PrintedKeyboard(language: language.layout)
        #expect(printed.frames.rowCount == 4)
        #expect(printed.frames.keys(inRow: 0).map { $0.key.output ?? "" } == language.layout.numberRow)
        for (row, letters) in language.layout.letterRows.enumerated() {
            #expect(printed.frames.keys(inRow: row + 1).map { $0.key.output ?? "" } == letters)
        }
        let placement = printed.placement
        #expect(abs(placement.x - 0.05) < 1e-12 && abs(placement.y - 0.3) < 1e-12)
        #expect(placement.width == 0.9 && placement.height == 0.4)
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        for (i, a) in printed.frames.keys.enumerated() {
            #expect(unit.contains(a.hitRegion) && a.hitRegion.contains(a.frame))
            for b in printed.frames.keys[(i + 1)...] {
                #expect(!a.frame.overlaps(b.frame) && !a.hitRegion.overlaps(b.hitRegion))
            }
        }
    }

    @Test func shorterPrintedRowsAreCentred() {
        let printed = PrintedKeyboard(language: .english)
        let top = printed.frames.keys(inRow: 1), middle = printed.frames.keys(inRow: 2)
        let left = middle[0].frame.x - top[0].frame.x, right = top.last!.frame.maxX - middle.last!.frame.maxX
        #expect(abs(left - right) < 1e-12 && left > 0)
    }

    @Test func customLanguageIsData() throws {
        let dvorak = LanguageLayout(
            name: "Dvorak", code: "dv", numberRow: "1234567890", letterRows: ["pyfgcrl", "aoeuidhtns", "qjkxbmwvz"])
        let language = KeyboardLanguage.custom(dvorak)
        #expect(language.layout == dvorak)
        #expect(language.layout.provider.name == "dv")
        let frames = try KeyboardGeometry(width: 375).keyFrames(for: dvorak.keyboardLayout)
        #expect(frames.keyFrame(forID: "letter.p")?.row == 0)
        #expect(PrintedKeyboard(language: dvorak).frames.keys.count == 10 + 7 + 10 + 9)
    }

    @Test func emptyCustomLanguageGivesAnEmptyPrintedKeyboard() {
        let empty = PrintedKeyboard(language: LanguageLayout(name: "empty", code: "x", numberRow: [], letterRows: []))
        #expect(empty.frames.keys.isEmpty)
        #expect(UniformGridLocator(frames: empty.frames).keyIndex(at: Point(x: 0.5, y: 0.5)) == nil)
    }
}
