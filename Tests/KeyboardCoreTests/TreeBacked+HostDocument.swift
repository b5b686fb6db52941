import Testing
@testable import KeyboardCore

extension TreeBacked {
    /// The host empties its field (the bound a harness keeps with it: KeyboardVocabulary's `HostDocumentBound`).
    @Suite struct HostDocumentTests {
        @Test func emptyingIsTheHostsWorkNotAKeyTap() throws {
            let session = try TreeBacked.session()
            try session.typeText("Hi 123 USA")
            let state = session.controller.state
            let trees = session.controller.treesBuilt + session.controller.cacheHits
            #expect(session.emptyHostDocument() == 10)
            #expect(session.document.text.isEmpty)
            #expect(session.controller.snippetBuffer.count == 0, "the keyboard is told the text changed")
            #expect(session.controller.state == state, "layout and shift survive")
            #expect(session.controller.treesBuilt + session.controller.cacheHits == trees)
            #expect(session.emptyHostDocument() == 0)
        }
    }
}
