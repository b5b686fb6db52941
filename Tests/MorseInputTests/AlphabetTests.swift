import Testing

@testable import MorseInput

/// The ITU-R M.1677-1 table both ways, what it leaves out, text and patterns, unknown sequences.
@Suite struct AlphabetTests {
    let itu = MorseAlphabet.itu

    @Test func everyEntryEncodesAndDecodesBothWays() throws {
        #expect(itu.entries.count == 27 + 10 + 13 + 6)
        for (symbol, code) in itu.entries {
            #expect(itu.code(for: symbol) == code, "\(symbol)")
            let decoded = try itu.decode(code).get()
            // Invitation to transmit shares K's signal: that code reads as K.
            #expect(
                decoded == symbol || (symbol == .procedure(.invitationToTransmit) && decoded == .character("K")),
                "\(symbol)")
        }
        let codes = itu.entries.filter { $0.symbol != .procedure(.invitationToTransmit) }.map(\.code)
        #expect(Set(codes).count == codes.count, "two symbols share a signal")
    }

    @Test func signsAsTheRecommendationGivesThem() {
        let expected: [(MorseSymbol, String)] = [
            (.character("A"), ".-"), (.character("É"), "..-.."), (.character("Q"), "--.-"), (.character("0"), "-----"),
            (.character("9"), "----."), (.character("."), ".-.-.-"), (.character(","), "--..--"),
            (.character("?"), "..--.."),
            (.character("'"), ".----."), (.character("/"), "-..-."), (.character("("), "-.--."),
            (.character(")"), "-.--.-"),
            (.character(":"), "---..."), (.character("="), "-...-"), (.character("+"), ".-.-."),
            (.character("-"), "-....-"),
            (.character("\""), ".-..-."), (.character("@"), ".--.-."), (.procedure(.error), "........"),
            (.procedure(.endOfWork), "...-.-"), (.procedure(.understood), "...-."), (.procedure(.wait), ".-..."),
            (.procedure(.startingSignal), "-.-.-"), (.procedure(.invitationToTransmit), "-.-"),
        ]
        for (symbol, pattern) in expected { #expect(itu.code(for: symbol)?.description == pattern, "\(symbol)") }
    }

    @Test func signsTheRecommendationDoesNotDefineAreNotInvented() throws {
        for character in "!&;_$%×#" { #expect(itu.code(for: character) == nil, "\(character)") }
        let extended = try itu.adding(MorseAlphabet.commonExtensions)
        #expect(throws: MorseTextError.malformedPattern("..x")) { try itu.adding([("%", "..x")]) }
        #expect(throws: MorseTextError.malformedPattern(".........")) { try itu.adding([("%", ".........")]) }
        #expect(extended.code(for: "!")?.description == "-.-.--")
        #expect(extended.code(for: "$")?.description == "...-..-")
        #expect(try extended.decode(#require(MorseCode(pattern: ".-..."))).get() == .character("&"))
        #expect(try itu.decode(#require(MorseCode(pattern: ".-..."))).get() == .procedure(.wait))
    }

    @Test func textBothWays() throws {
        #expect(try itu.pattern(for: "SOS at 9") == "... --- ... / .- - / ----.")
        #expect(try itu.pattern(for: "é?") == "..-.. ..--..")
        #expect(try itu.decode(pattern: "... --- ... / .- - / ----.") == "SOS AT 9")
        let text = "THE QUICK BROWN FOX (JUMPS) OVER 13 LAZY DOGS: \"A=B+C\" - X/Y, ME@HOME.COM?"
        #expect(try itu.decode(words: itu.encode(text)) == text)
        #expect(throws: MorseTextError.unencodable("!", offset: 5)) { try itu.encode("HELLO!") }
    }

    @Test func anUnknownSequenceIsReportedNeverGuessed() throws {
        for pattern in ["..--", "---.-", ".-.-", "----", "...---...", "........-"] {
            let code = try #require(MorseCode(pattern: pattern))
            #expect(itu.decode(code) == .failure(.unknownSequence(code)), "\(pattern)")
            #expect(!itu.contains(code))
        }
        let unknown = try #require(MorseCode(pattern: "..--"))
        #expect(throws: MorseTextError.unknownSequence(unknown)) { try itu.decode(pattern: ".- ..--") }
        #expect(throws: MorseTextError.malformedPattern(".x")) { try itu.decode(pattern: ".x") }
        #expect(throws: MorseTextError.malformedPattern("................")) {
            try itu.decode(pattern: "................")
        }
    }

    @Test func codesPackSignals() throws {
        let code = try #require(MorseCode(pattern: "-.-."))
        #expect(Array(code) == [.dash, .dot, .dash, .dot])
        #expect(code.units == 3 + 1 + 1 + 1 + 3 + 1 + 1)
        #expect(MorseCode(Array(repeating: MorseSignal.dot, count: 16)) == nil)
        #expect(MorseCode(bits: 0) == nil)
        #expect(MorseSymbol(name: "<end-of-work>") == .procedure(.endOfWork))
        #expect(MorseSymbol(name: "Q") == .character("Q"))
        #expect(MorseSymbol(name: "<nope>") == nil)
    }
}
