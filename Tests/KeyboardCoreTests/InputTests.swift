import KeyboardCore
import Testing

struct SnippetBufferTests {
    @Test func keepsTheLast300Characters() {
        var buffer = SnippetBuffer()
        buffer.append(String(repeating: "a", count: 290), isSecure: false)
        buffer.append("0123456789bcdefghijk", isSecure: false)
        #expect(buffer.count == 300)
        #expect(buffer.text.hasSuffix("0123456789bcdefghijk"))
        #expect(buffer.text.hasPrefix("aaaa"))
        #expect(buffer.text.filter { $0 == "a" }.count == 280)
    }

    @Test func capturesNothingFromSecureFields() {
        var buffer = SnippetBuffer()
        buffer.append("hunter2", isSecure: true)
        #expect(buffer.text.isEmpty)
        buffer.append("hi", isSecure: false)
        buffer.deleteLast(isSecure: true)
        #expect(buffer.text == "hi")
    }

    @Test func clearAndBackspace() {
        var buffer = SnippetBuffer(capacity: 5)
        buffer.append("héllo wörld", isSecure: false)
        #expect(buffer.text == "wörld")
        buffer.deleteLast(isSecure: false)
        #expect(buffer.text == "wörl")
        buffer.clear()
        #expect(buffer.count == 0)
        #expect(SnippetBuffer(capacity: 10_000).capacity == 300)
    }
}

struct InMemoryTextDocumentTests {
    @Test func editsAtTheEnd() {
        let document = InMemoryTextDocument(text: "ab")
        document.insertText("c")
        #expect(document.documentContextBeforeInput == "abc")
        document.deleteBackward()
        document.deleteBackward()
        document.deleteBackward()
        document.deleteBackward()
        #expect(document.text.isEmpty)
        document.replaceText(with: "x")
        #expect(document.text == "x")
    }
}
