import KeyboardCore
import Testing

/// The snippet window's rules: 300 user-perceived characters, backspace, joining marks, emoji, flags.
struct SnippetWindowTests {
    @Test func keepsExactly300AndDropsTheOldestAt301() {
        var window = SnippetBuffer()
        window.append(String(repeating: "a", count: 299) + "b", isSecure: false)
        #expect(window.count == 300)
        #expect(window.text == String(repeating: "a", count: 299) + "b")
        #expect(window.append("c", isSecure: false) == 1, "a character that pushes the oldest out still arrived")
        #expect(window.count == 300)
        #expect(window.text == String(repeating: "a", count: 298) + "bc")
    }

    @Test func capacityIsConfigurableAndClamped() {
        var window = SnippetBuffer(capacity: 5)
        window.append("héllo wörld", isSecure: false)
        #expect(window.text == "wörld")
        #expect(SnippetBuffer(capacity: 10_000).capacity == 300)
        var none = SnippetBuffer(capacity: 0)
        #expect(none.append("abc", isSecure: false) == 0)
        #expect(none.text.isEmpty)
    }

    @Test func backspaceOnEmptyDoesNothingAndRemovesWholeCharacters() {
        var window = SnippetBuffer()
        window.deleteLast(isSecure: false)
        #expect(window.isEmpty)
        window.append("a🇫🇷", isSecure: false)
        window.deleteLast(isSecure: false)
        #expect(window.text == "a")
        window.deleteLast(isSecure: false)
        window.deleteLast(isSecure: false)
        #expect(window.isEmpty)
    }

    @Test func emojiFlagsAndCombiningMarksCountAsOne() {
        var window = SnippetBuffer(capacity: 4)
        window.append("👨‍👩‍👧", isSecure: false)
        window.append("🇺🇸", isSecure: false)
        window.append("e\u{301}", isSecure: false)
        window.append("👍🏽", isSecure: false)
        #expect(window.count == 4)
        #expect(window.text == "👨‍👩‍👧🇺🇸e\u{301}👍🏽")
        window.append("x", isSecure: false)
        #expect(window.text == "🇺🇸e\u{301}👍🏽x")
    }

    @Test func aMarkArrivingAfterItsBaseJoinsIt() {
        var window = SnippetBuffer(capacity: 3)
        window.append("ab", isSecure: false)
        #expect(window.append("\u{301}", isSecure: false) == 0)
        #expect(window.count == 2)
        #expect(window.last == "b\u{301}")
        window.append("\u{1F1EB}", isSecure: false)
        window.append("\u{1F1F7}", isSecure: false)
        #expect(window.count == 3)
        #expect(window.last == "🇫🇷")
        window.append("👍", isSecure: false)
        window.append("\u{1F3FD}", isSecure: false)
        #expect(window.last == "👍🏽")
        window.append("\r", isSecure: false)
        window.append("\n", isSecure: false)
        #expect(window.last == "\r\n")
    }

    @Test func readsLikeTheDocumentItself() {
        let pieces = [
            "Pay ", "e", "\u{301}", " ", "\u{1F1EB}", "\u{1F1F7}", "\u{1F1E9}", "👩", "\u{200D}", "💻", " now", "\u{308}",
        ]
        var window = SnippetBuffer(capacity: 6)
        var document = ""
        for piece in pieces {
            window.append(piece, isSecure: false)
            document += piece
            #expect(window.text == String(document.suffix(6)), "after \(pieces.firstIndex(of: piece) ?? -1)")
        }
    }

    @Test func copiesTheNewestCharactersThatFit() {
        var window = SnippetBuffer()
        window.append("abc🇫🇷", isSecure: false)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        #expect(window.copyUTF8(into: &bytes, maximumBytes: 9) == 2)
        #expect(bytes == Array("c🇫🇷".utf8))
        #expect(window.utf8Count == 11)
    }

    @Test func secureAppendsAreIgnoredAndEqualityIsByContent() {
        var first = SnippetBuffer(capacity: 3)
        var second = SnippetBuffer(capacity: 3)
        first.append("abcd", isSecure: false)
        second.append("xbcd", isSecure: false)
        second.append("pw", isSecure: true)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
    }
}
