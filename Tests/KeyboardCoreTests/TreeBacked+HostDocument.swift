import Testing
@testable import KeyboardCore

extension TreeBacked {
    /// Typing long texts again and again with the host document kept bounded.
    @Suite struct HostDocumentTests {
        /// Types `text` `times` times, applying `bound` after each; returns the field's length after
        /// each typing and after each bounding, in characters.
        static func typeRepeatedly(
            _ text: String, times: Int, bound: HostDocumentBound, session: KeyboardSession
        ) throws -> (typed: [Int], bounded: [Int]) {
            var typed: [Int] = []
            var bounded: [Int] = []
            for _ in 0..<times {
                try session.typeText(text)
                typed.append(session.document.text.count)
                session.keepHostDocument(within: bound)
                bounded.append(session.document.text.count)
            }
            return (typed, bounded)
        }

        @Test func theScamMessageTyped400TimesNeverGrowsTheField() throws {
            let session = try TreeBacked.session()
            let text = TypingFixtures.scamMessage
            let lengths = try Self.typeRepeatedly(text, times: 400, bound: .emptiedAfterEachText, session: session)
            #expect(lengths.typed == Array(repeating: text.count, count: 400))
            #expect(lengths.bounded == Array(repeating: 0, count: 400))
        }

        @Test func aCharacterBoundKeepsAtMostThatMuch() throws {
            let session = try TreeBacked.session()
            let lengths = try Self.typeRepeatedly(
                "Pay $5 now! ", times: 30, bound: .emptiedBeyond(characters: 50), session: session)
            #expect(lengths.bounded.allSatisfy { $0 <= 50 })
            #expect(lengths.typed.max() == 60)
            #expect(lengths.bounded.contains(0) && lengths.bounded.contains(48))
        }

        @Test func unboundedTheFieldGrows() throws {
            let session = try TreeBacked.session()
            let lengths = try Self.typeRepeatedly("abc", times: 3, bound: .unbounded, session: session)
            #expect(lengths.bounded == [3, 6, 9])
        }

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
