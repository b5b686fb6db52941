import Foundation
import KeyboardCore
import Testing

/// The window is capped in bytes as well as in characters: a pasted cluster of a million combining
/// marks neither fills memory nor makes the marks typed after it slow.
struct SnippetByteCapTests {
    static let hugeCluster = "a" + String(repeating: "\u{301}", count: 1_000_000)

    @Test func marksTypedAfterAHugeClusterTakeConstantTime() {
        var window = SnippetBuffer()
        window.append(Self.hugeCluster, isSecure: false)
        let start = Date()
        for _ in 0..<20 { window.append("\u{301}", isSecure: false) }
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < 0.1, "20 marks after a 2 MB cluster took \(seconds) s")
        #expect(window.count == 300, "the cluster is split into pieces of at most 128 bytes")
        #expect(window.utf8Count <= SnippetBuffer.maximumBytes, "the window holds \(window.utf8Count) bytes")
        #expect((0..<window.count).allSatisfy { window[$0].utf8.count <= SnippetBuffer.maximumCharacterBytes })
    }

    @Test func aFullWindowOfHugeClustersStaysSmall() {
        var window = SnippetBuffer()
        let cluster = "e" + String(repeating: "\u{301}", count: 5_000)
        for _ in 0..<300 { window.append(cluster, isSecure: false) }
        #expect(window.count == 300)
        #expect(window.utf8Count <= 300 * 128, "300 characters hold \(window.utf8Count) bytes")
    }

    @Test func aLongClusterKeepsItsFirstScalarsUpToTheCapAndSplitsTheRest() throws {
        var window = SnippetBuffer()
        window.append("x" + String(repeating: "\u{301}", count: 100), isSecure: false)
        #expect(window.count == 2)
        #expect(
            window[0] == Character("x" + String(repeating: "\u{301}", count: 63)), "127 bytes: one more mark is 129")
        #expect(window[1] == Character(String(repeating: "\u{301}", count: 37)))
        window.append("y", isSecure: false)
        #expect(window.count == 3)
        #expect(window.last == "y")
    }

    @Test func aCharacterOfUpTo128BytesIsKeptWhole() {
        var window = SnippetBuffer()
        let full = "e" + String(repeating: "\u{301}", count: 63)
        window.append(full, isSecure: false)
        #expect(window.text == full, "127 bytes")
        window.append("\u{1D49C}" + String(repeating: "\u{301}", count: 62), isSecure: false)
        #expect(window.last?.utf8.count == 128)
        #expect(window.count == 2)
    }

    /// A pasted cluster longer than the cap never swallows what is typed after it.
    @Test(arguments: [
        String(repeating: "\u{600}", count: 70) + "a", String(repeating: "\u{600}", count: 70),
        String(repeating: "\u{1F469}\u{200D}", count: 40), String(repeating: "\u{1100}", count: 100),
        String(repeating: "\u{1100}", count: 60) + String(repeating: "\u{1161}", count: 60),
    ])
    func typingAfterALongPastedClusterIsKept(paste: String) {
        var window = SnippetBuffer()
        window.append(paste, isSecure: false)
        var typed = 0
        for letter in ["h", "e", "l", "l", "o"] { typed += window.append(letter, isSecure: false) }
        #expect(
            Array(window.text.unicodeScalars.suffix(5)) == Array("hello".unicodeScalars),
            "the window ends \(window.text.unicodeScalars.suffix(8).map(\.value))")
        #expect(typed >= 4, "the first letter may join a piece that ends in a prepend mark; the others are new")
    }

    @Test func theIssuesPasteThenHelloGivesFiveNewCharacters() {
        var window = SnippetBuffer()
        window.append(String(repeating: "\u{600}", count: 70) + "a", isSecure: false)
        let arrived = ["h", "e", "l", "l", "o"].map { window.append($0, isSecure: false) }
        #expect(arrived == [1, 1, 1, 1, 1])
        #expect(window.count == 7, "64 prepend marks (128 bytes), then 6 with the a, then hello")
        #expect(window.text == String(repeating: "\u{600}", count: 70) + "ahello")
    }

    @Test func aSessionPasteThenTypingReachesTheWindow() throws {
        let session = try KeyboardSession()
        session.paste(String(repeating: "\u{600}", count: 70) + "a")
        try session.type("send money now")
        #expect(session.controller.snippetBuffer.text.hasSuffix("send money now"))
    }

    @Test func typedAndPastedAgreeBeyondTheCap() {
        let chain = String(repeating: "\u{1F469}\u{200D}", count: 18) + "\u{1F469}\u{1F3FD}"
        #expect(chain.utf8.count == 134)
        let cut = String(repeating: "\u{1F469}\u{200D}", count: 18) + "\u{1F469}"
        #expect(cut.utf8.count == 130)
        let exact = String(repeating: "\u{1F469}\u{200D}", count: 17) + "\u{1F469}\u{1F3FD}"
        #expect(exact.utf8.count == 127)
        for base in [exact, String(repeating: "\u{1F469}\u{200D}", count: 18)] {
            var typed = SnippetBuffer()
            typed.append(base, isSecure: false)
            typed.append("\u{200D}", isSecure: false)
            typed.append("\u{1F469}", isSecure: false)
            var pasted = SnippetBuffer()
            pasted.append(base + "\u{200D}\u{1F469}", isSecure: false)
            #expect(typed == pasted, "\(typed.count) typed, \(pasted.count) pasted")
            #expect(typed.text == base + "\u{200D}\u{1F469}")
        }
    }

    @Test func clustersUpToTheCapAreKeptWhole() {
        let family = "👨🏻‍👩🏻‍👧🏻‍👦🏻"
        let zalgo = "z" + String(repeating: "\u{301}", count: 30)
        var window = SnippetBuffer()
        window.append(family + zalgo, isSecure: false)
        #expect(window.text == family + zalgo)
    }
}

/// The trigger policy names a boundary without comparing long characters (equality normalises them).
struct BoundaryOfLongCharactersTests {
    @Test func boundariesAndLongCharacters() {
        #expect(AnalysisTriggerPolicy.boundary(of: "…") == .sentence)
        #expect(AnalysisTriggerPolicy.boundary(of: "\r\n") == .return)
        #expect(
            AnalysisTriggerPolicy.boundary(of: "\u{37E}") == .sentence, "the Greek question mark is canonically ';'")
        #expect(AnalysisTriggerPolicy.boundary(of: ".\u{301}") == .none)
        let long = Character("a" + String(repeating: "\u{301}", count: 1_000_000))
        let start = Date()
        for _ in 0..<20 { #expect(AnalysisTriggerPolicy.boundary(of: long) == .none) }
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < 0.05, "20 boundaries of a 2 MB character took \(seconds) s")
    }
}
