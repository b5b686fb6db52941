import Foundation
import KeyboardCore
import Testing
import TouchMapping

/// Every built-in language, key by key, against the xkeyboard-config table typed
/// in `XkbTables` (the one deliberate difference: Arabic's لا key types two code points).
struct LanguageLayoutXkbTests {
    /// The layout's rows with the Arabic lam-alef written as xkb writes it.
    static func asXkb(_ rows: [[String]]) -> [[String]] {
        rows.map { $0.map { $0 == XkbTables.arabicLamAlef.layout ? XkbTables.arabicLamAlef.xkb : $0 } }
    }

    @Test(arguments: KeyboardLanguage.builtIn)
    func rowsAreXkbsRows(_ language: KeyboardLanguage) throws {
        let layout = language.layout
        let table = try #require(XkbTables.byCode[layout.code])
        #expect(layout.numberRow == table.numberRow, "\(layout.code) number row")
        #expect(Self.asXkb(layout.letterRows) == table.letterRows, "\(layout.code) letter rows")
        #expect(layout.shiftedNumberRow == table.shiftedNumberRow, "\(layout.code) number row with shift")
    }

    @Test func theIssuesFourFindings() {
        #expect(LanguageLayout.spanish.letterRows[1].last == "ç", "ç ends the Spanish home row")
        #expect(
            LanguageLayout.french.numberRow == ["&", "é", "\"", "'", "(", "-", "è", "_", "ç", "à"],
            "the French number row")
        #expect(LanguageLayout.french.letterRows[1].last == "ù", "ù ends the French home row")
        #expect(LanguageLayout.english.letterRows[2] == ["z", "x", "c", "v", "b", "n", "m", ",", "."], "seed 002")
    }

    /// Xkb's key types U+FEFB, a presentation form; the layout types the two letters it stands
    /// for (what text stores and what a renderer joins), which is its compatibility decomposition.
    @Test func arabicLamAlefIsTheLigaturesCompatibilityDecomposition() {
        let key = LanguageLayout.arabic.letterRows[2][4]
        #expect(key.unicodeScalars.map(\.value) == [0x0644, 0x0627])
        #expect(
            XkbTables.arabicLamAlef.xkb.precomposedStringWithCompatibilityMapping == key,
            "NFKC(U+FEFB) is the key's text")
        #expect(key.precomposedStringWithCompatibilityMapping == key, "the key's text is already NFKC")
        #expect(XkbTables.arabicLamAlef.xkb != key, "not canonically equal: the choice is deliberate")
    }

    @Test func onScreenLettersTakeTheLetterKeysOnly() {
        let rows = { (layout: LanguageLayout) in
            Array(layout.keyboardLayout.rows.dropLast()).map {
                $0.compactMap { $0.kind == .character ? $0.output : nil }
            }
        }
        #expect(
            rows(.english).map { $0.joined() } == ["qwertyuiop", "asdfghjkl", "zxcvbnm"],
            "punctuation stays on the symbols layouts")
        #expect(rows(.spanish).map { $0.joined() } == ["qwertyuiop", "asdfghjklñç", "zxcvbnm"])
        #expect(rows(.french).map { $0.joined() } == ["azertyuiop", "qsdfghjklmù", "wxcvbn"])
    }
}
