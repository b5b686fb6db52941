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
        #expect(window.count == 1)
        #expect(window.utf8Count <= 128, "the cluster holds \(window.utf8Count) bytes")
    }

    @Test func aFullWindowOfHugeClustersStaysSmall() {
        var window = SnippetBuffer()
        let cluster = "e" + String(repeating: "\u{301}", count: 5_000)
        for _ in 0..<300 { window.append(cluster, isSecure: false) }
        #expect(window.count == 300)
        #expect(window.utf8Count <= 300 * 128, "300 characters hold \(window.utf8Count) bytes")
    }

    @Test func aLongClusterKeepsItsFirstScalarsUpToTheCap() throws {
        var window = SnippetBuffer()
        window.append("x" + String(repeating: "\u{301}", count: 100), isSecure: false)
        let last = try #require(window.last)
        #expect(last.utf8.count <= SnippetBuffer.maximumCharacterBytes)
        #expect(last.utf8.count > SnippetBuffer.maximumCharacterBytes - 4)
        #expect(last.unicodeScalars.first == "x")
        #expect(last.unicodeScalars.dropFirst().allSatisfy { $0 == "\u{301}" })
        window.append("y", isSecure: false)
        #expect(window.count == 2)
        #expect(window.last == "y")
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
