import KeyboardCore
import Testing

extension TreeBacked {
    /// Injected layouts reach the tree, the taps and the typing path.
    @Suite struct ProviderTests {
        @Test func sessionWithACustomProviderTypesItsKeys() throws {
            let session = try KeyboardSession(device: .iPhone14Pro, layouts: LayoutFramesTests.spanish)
            try session.display()
            let tree = try #require(session.controller.currentTree)
            #expect(tree.keysByID["letter.ñ"] != nil)
            #expect(tree.cacheKey.layouts == LayoutFramesTests.spanish)
            try session.type("añoÑ")
            #expect(session.document.text == "añoÑ")
        }

        @Test func treeNodesUseTheFlatKeyFrames() throws {
            let key = TreeCacheKey(
                mode: .letters, shift: .off, appearance: .light, width: 393, showsGlobe: true,
                layouts: LayoutFramesTests.spanish)
            let tree = try KeyboardTreeBuilder.build(key, target: nil)
            let built = try KeyboardGeometry(width: 393).keyFrames(for: key.layout)
            #expect(tree.keyNodes.map(\.frame) == built.keys.map(\.frame))
            #expect(tree.rows.map { $0.keys.count } == [10, 10, 9, 4])
        }

        @Test func unknownKeyIsJudgedByTheProvidersCatalogue() throws {
            let session = try KeyboardSession(device: .iPhone14Pro, layouts: LayoutFramesTests.spanish)
            #expect(throws: KeyboardInputError.keyNotInLayout(keyID: "num.1", mode: .letters)) {
                try session.tap(keyID: "num.1")
            }
            #expect(throws: KeyboardInputError.unknownKey("letter.ü")) { try session.tap(keyID: "letter.ü") }
        }
    }
}
