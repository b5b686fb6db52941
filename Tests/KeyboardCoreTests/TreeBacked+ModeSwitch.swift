import KeyboardCore
import Testing

extension TreeBacked {
    /// Story 2.5 AC1, 3, 5, 6, 7: the layout state machine.
    @Suite struct ModeSwitchTests {
        @Test func transitionsFollowTheSeed() throws {
            let session = try TreeBacked.session()
            try session.tap(keyID: "mode.123")
            #expect(session.controller.mode == .numbers)
            try session.tap(keyID: "mode.symbols")
            #expect(session.controller.mode == .symbols)
            try session.tap(keyID: "mode.123")
            #expect(session.controller.mode == .numbers)
            try session.tap(keyID: "mode.abc")
            #expect(session.controller.mode == .letters)
            try session.switchLayout(to: .numbers)
            try session.switchLayout(to: .symbols)
            try session.switchLayout(to: .letters)
            #expect(session.controller.mode == .letters)
        }

        @Test(arguments: KeyboardMode.allCases)
        func treeShowsTheModesKeys(_ mode: KeyboardMode) throws {
            let session = try TreeBacked.session()
            session.controller.restore(KeyboardState(mode: mode))
            let tree = try #require(session.controller.currentTree)
            let ids = tree.rows.map { $0.keys.map(\.definition.id) }
            #expect(ids == KeyboardLayout.standard(mode).rows.map { $0.map(\.id) })
            #expect(tree.cacheKey.mode == mode)
        }

        @Test func shiftStateSurvivesModeSwitches() throws {
            let clock = ManualKeyboardClock()
            let session = try TreeBacked.session(clock: clock)
            try session.tap(keyID: "shift")
            try session.tap(keyID: "shift")
            for mode in [KeyboardMode.numbers, .symbols, .letters] { try session.switchLayout(to: mode) }
            #expect(session.controller.shift.state == .locked)
            try session.type("OK")
            #expect(session.document.text == "OK")
        }

        @Test func textFieldChangeKeepsTheLayoutAndClearsOnlyTheSnippet() throws {
            let session = try TreeBacked.session()
            try session.switchLayout(to: .numbers)
            try session.type("42")
            session.document.replaceText(with: "other field")
            session.textFieldDidChange()
            #expect(session.controller.mode == .numbers)
            #expect(session.controller.snippetBuffer.text.isEmpty)
            try session.type("7")
            #expect(session.document.text == "other field7")
            #expect(session.controller.snippetBuffer.text == "7")
        }

        @Test func stateIsRestoredWhenTheKeyboardReopens() throws {
            let first = try TreeBacked.session()
            try first.switchLayout(to: .numbers)
            try first.switchLayout(to: .symbols)
            let saved = first.savedState
            #expect(saved == "v1;mode=symbols;shift=off")
            let reopened = try TreeBacked.session()
            try reopened.restoreState(from: saved)
            #expect(reopened.controller.mode == .symbols)
            #expect(reopened.controller.currentTree?.cacheKey.mode == .symbols)
            let viaInit = try KeyboardSession(state: KeyboardState(mode: .numbers, shift: .locked))
            try viaInit.display()
            #expect(viaInit.controller.currentTree?.cacheKey.mode == .numbers)
            #expect(viaInit.controller.state.shift == .locked)
        }

        @Test func globeFollowsTheHost() throws {
            let shown = try TreeBacked.session(globe: true)
            let hidden = try TreeBacked.session(globe: false)
            for mode in KeyboardMode.allCases {
                shown.controller.restore(KeyboardState(mode: mode))
                hidden.controller.restore(KeyboardState(mode: mode))
                #expect(shown.controller.currentTree?.keysByID["globe"] != nil)
                #expect(hidden.controller.currentTree?.keysByID["globe"] == nil)
            }
            hidden.document.needsInputModeSwitchKey = true
            hidden.textFieldDidChange()
            #expect(hidden.controller.currentTree?.keysByID["globe"] != nil)
        }

        @Test func layoutsKeepConsistentDimensions() throws {
            let session = try TreeBacked.session()
            var bottomRows: [[Rect]] = []
            for mode in [KeyboardMode.numbers, .symbols, .letters] {
                try session.switchLayout(to: mode)
                let tree = try #require(session.controller.currentTree)
                #expect(tree.frame == Rect(x: 0, y: 0, width: 393, height: 320))
                #expect(tree.rows.map(\.frame.height) == [46, 46, 46, 38])
                bottomRows.append(tree.rows[3].keys.map(\.frame))
            }
            #expect(bottomRows.allSatisfy { $0 == bottomRows[0] })
        }
    }
}
