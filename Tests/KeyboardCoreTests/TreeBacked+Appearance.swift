import KeyboardCore
import Testing

extension TreeBacked {
    /// Story 6.1: palette on every node, fresh and cached; never blue.
    @Suite struct AppearanceTests {
        static func expectColoured(_ tree: KeyboardTree, _ appearance: Appearance) {
            let palette = appearance.palette
            #expect(tree.appearance == appearance)
            #expect(tree.backgroundColor == palette.background && !tree.backgroundColor.isBlue)
            for node in tree.keyNodes {
                #expect(node.keyColor == palette.key, "\(node.definition.id)")
                #expect(node.labelColor == palette.label, "\(node.definition.id)")
                #expect(!node.keyColor.isBlue && !node.labelColor.isBlue)
            }
        }

        @Test func everyFreshTreeUsesThePaletteAndNoBlue() throws {
            for appearance in Appearance.allCases {
                for mode in KeyboardMode.allCases {
                    for shift in ShiftState.allCases {
                        for globe in [true, false] {
                            let key = TreeCacheKey(
                                mode: mode, shift: shift, appearance: appearance, width: 375, showsGlobe: globe)
                            Self.expectColoured(try KeyboardTreeBuilder.build(key, target: nil), appearance)
                        }
                    }
                }
            }
        }

        @Test func everyCachedTreeCarriesTheCurrentAppearance() throws {
            let clock = ManualKeyboardClock()
            let session = try TreeBacked.session(clock: clock)
            for appearance in [Appearance.light, .dark, .light, .dark] {
                session.setAppearance(appearance)
                try visitEveryState(session, clock: clock) { tree in Self.expectColoured(tree, appearance) }
            }
            #expect(session.controller.cacheHits > 0)
            #expect(session.controller.treesBuilt == 10)
        }

        @Test func cachedLayoutsAfterAnAppearanceChangeAreNotStale() throws {
            let session = try TreeBacked.session(appearance: .light)
            try session.switchLayout(to: .numbers)
            try session.switchLayout(to: .symbols)
            try session.switchLayout(to: .letters)
            session.setAppearance(.dark)
            try session.switchLayout(to: .numbers)
            session.setAppearance(.light)
            let hits = session.controller.cacheHits
            try session.switchLayout(to: .symbols)
            #expect(session.controller.cacheHits == hits + 1)
            Self.expectColoured(try #require(session.controller.currentTree), .light)
        }

        @Test func applyRecoloursEveryNode() throws {
            let key = TreeCacheKey(mode: .symbols, shift: .off, appearance: .light, width: 430, showsGlobe: true)
            let tree = try KeyboardTreeBuilder.build(key, target: nil)
            tree.apply(appearance: .dark)
            Self.expectColoured(tree, .dark)
        }

        /// Visits letters (off, once, locked), numbers and symbols through real taps.
        private func visitEveryState(
            _ session: KeyboardSession, clock: ManualKeyboardClock, check: (KeyboardTree) -> Void
        ) throws {
            let tree = { try #require(session.controller.currentTree) }
            check(try tree())
            try session.tap(keyID: "shift")
            check(try tree())
            clock.advance(by: 0.1)
            try session.tap(keyID: "shift")
            check(try tree())
            for mode in [KeyboardMode.numbers, .symbols, .letters] {
                try session.switchLayout(to: mode)
                check(try tree())
            }
            try session.tap(keyID: "shift")
            check(try tree())
            clock.advance(by: 10)
        }
    }
}
