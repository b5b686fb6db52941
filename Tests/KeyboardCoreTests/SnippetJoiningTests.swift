import Testing

@testable import KeyboardCore

/// When arriving text may join the last character: the cases that decide whether a keystroke
/// re-segments (and, for a character stored out of line, allocates).
struct SnippetJoiningTests {
    @Test func aLineFeedJoinsOnlyACarriageReturn() {
        #expect(SnippetBuffer.mayJoin("\r", "\n"))
        #expect(!SnippetBuffer.mayJoin("👨‍👩‍👧", "\n"), "GB5: a break before LF, whatever comes before it")
        #expect(!SnippetBuffer.mayJoin("a", "\n"))
        #expect(!SnippetBuffer.mayJoin("\u{1F1EB}", "\n"))
    }

    @Test func marksJoinersAndRegionalIndicatorsMayJoin() {
        #expect(SnippetBuffer.mayJoin("e", "\u{301}"))
        #expect(SnippetBuffer.mayJoin("👍", "\u{1F3FD}"))
        #expect(SnippetBuffer.mayJoin("\u{1F1EB}", "\u{1F1F7}"))
        #expect(!SnippetBuffer.mayJoin("a", "b"))
    }

    @Test func aReturnAfterAnOutOfLineEmojiIsANewCharacter() {
        var window = SnippetBuffer()
        window.append("👨‍👩‍👧", isSecure: false)
        #expect(window.append("\n", isSecure: false) == 1)
        #expect(window.text == "👨‍👩‍👧\n")
        window.append("\r", isSecure: false)
        #expect(window.append("\n", isSecure: false) == 0)
        #expect(window.last == "\r\n")
    }
}
