import Testing
@testable import KeyboardCore

/// Rows of each layout against story 2.1 / story 2.5's tables.
struct LayoutTests {
    private func ids(_ layout: KeyboardLayout, row: Int) -> [String] { layout.rows[row].map(\.id) }
    private func labels(_ layout: KeyboardLayout, row: Int) -> [String] { layout.rows[row].map(\.label) }

    @Test func everyLayoutHasFourRows() {
        for layout in KeyboardLayout.all { #expect(layout.rows.count == 4) }
    }

    @Test func lettersRowsMatchQWERTY() {
        let letters = KeyboardLayout.letters
        #expect(labels(letters, row: 0) == "qwertyuiop".map(String.init))
        #expect(labels(letters, row: 1) == "asdfghjkl".map(String.init))
        #expect(ids(letters, row: 2) == ["shift"] + "zxcvbnm".map { "letter.\($0)" } + ["backspace"])
        #expect(ids(letters, row: 3) == ["mode.123", "globe", "space", "return"])
    }

    @Test func numbersRowsMatchSeedTable() {
        let numbers = KeyboardLayout.numbers
        #expect(labels(numbers, row: 0) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"])
        #expect(labels(numbers, row: 1) == ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""])
        #expect(labels(numbers, row: 2) == ["#+=", ".", ",", "?", "!", "'", "⌫"])
        #expect(ids(numbers, row: 2).first == "mode.symbols")
        #expect(labels(numbers, row: 3) == ["ABC", "🌐", "space", "return"])
    }

    @Test func symbolsRowsMatchSeedTable() {
        let symbols = KeyboardLayout.symbols
        #expect(labels(symbols, row: 0) == ["[", "]", "{", "}", "#", "%", "^", "*", "+", "="])
        #expect(labels(symbols, row: 1) == ["_", "\\", "|", "~", "<", ">", "$", "£", "¥", "•"])
        #expect(labels(symbols, row: 2) == ["123", ".", ",", "?", "!", "'", "⌫"])
        #expect(ids(symbols, row: 2).first == "mode.123")
        #expect(labels(symbols, row: 3) == ["ABC", "🌐", "space", "return"])
    }

    @Test func characterKeysOutputTheirLabel() {
        for layout in KeyboardLayout.all {
            for key in layout.rows.flatMap({ $0 }) where key.kind == .character {
                #expect(key.output == key.label, "\(key.id)")
            }
        }
    }

    @Test func idsAreUniqueWithinALayoutAndMeanTheSameKeyEverywhere() {
        var seen: [String: KeyDefinition] = [:]
        for layout in KeyboardLayout.all {
            let keys = layout.rows.flatMap { $0 }
            #expect(Set(keys.map(\.id)).count == keys.count)
            for key in keys {
                if let earlier = seen[key.id] { #expect(earlier == key, "\(key.id)") }
                seen[key.id] = key
                if key.kind == .character { #expect(layout.keysByID.keys.filter { $0 == key.id }.count == 1) }
            }
        }
    }

    @Test func modeSwitchKeysTargetTheRightLayouts() {
        #expect(KeyboardLayout.letters.modeSwitchKey(to: .numbers)?.id == "mode.123")
        #expect(KeyboardLayout.letters.modeSwitchKey(to: .symbols) == nil)
        #expect(KeyboardLayout.numbers.modeSwitchKey(to: .symbols)?.label == "#+=")
        #expect(KeyboardLayout.numbers.modeSwitchKey(to: .letters)?.label == "ABC")
        #expect(KeyboardLayout.symbols.modeSwitchKey(to: .numbers)?.label == "123")
        #expect(KeyboardLayout.symbols.modeSwitchKey(to: .letters)?.label == "ABC")
    }

    @Test func modeKeysSitInTheShiftSlot() {
        for layout in KeyboardLayout.all {
            #expect(layout.rows[2].first?.width == .fixed(45))
            #expect(layout.rows[2].last?.kind == .backspace)
            #expect(layout.rows[3].first?.width == .fixed(45))
        }
        #expect(KeyboardLayout.letters.rows[2].first?.kind == .shift)
    }

    @Test func withoutGlobeDropsOnlyTheGlobe() {
        for mode in KeyboardMode.allCases {
            let layout = KeyboardLayout.standard(mode, showsGlobe: false)
            #expect(!layout.contains(keyID: "globe"))
            #expect(layout.rows[3].map(\.kind).contains(.space))
            #expect(layout.rows.flatMap { $0 }.count == KeyboardLayout.standard(mode).rows.flatMap { $0 }.count - 1)
        }
    }

    @Test func alternatesLookLikeIOS() throws {
        let numbers = KeyboardLayout.numbers.keysByID
        #expect(numbers["num.-"]?.alternates.starts(with: ["–", "—", "•"]) == true)
        #expect(numbers["num.$"]?.alternates.contains("€") == true)
        #expect(numbers["num.\""]?.alternates.contains("„") == true)
        #expect(numbers["num.'"]?.alternates.contains("`") == true)
        #expect(numbers["num.0"]?.alternates == ["°"])
        #expect(numbers["num.&"]?.alternates == ["§"])
        #expect(numbers["num.."]?.alternates == ["…"])
        #expect(numbers["num.?"]?.alternates == ["¿"])
        #expect(numbers["num.!"]?.alternates == ["¡"])
        #expect(KeyboardLayout.letters.keysByID["letter.e"]?.alternates.contains("é") == true)
    }

    @Test func catalogueKnowsEveryKey() {
        #expect(KeyboardLayout.definition(forID: "num.1")?.output == "1")
        #expect(KeyboardLayout.definition(forID: "sym.[")?.output == "[")
        #expect(KeyboardLayout.definition(forID: "letter.q")?.output == "q")
        #expect(KeyboardLayout.definition(forID: "nope") == nil)
    }
}
