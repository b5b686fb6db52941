import KeyboardCore
import Testing

extension TreeBacked {
    /// Bad input is a thrown, named error — never a crash — and changes nothing.
    @Suite struct BadInputTests {
        @Test func unknownKeyIsNamed() throws {
            let session = try TreeBacked.session()
            #expect(throws: KeyboardInputError.unknownKey("letter.ü")) { try session.tap(keyID: "letter.ü") }
            #expect(KeyboardInputError.unknownKey("zz").description.contains("'zz'"))
            #expect(session.document.text.isEmpty)
        }

        @Test func keyOfAnotherLayoutIsNamedWithTheMode() throws {
            let session = try TreeBacked.session()
            #expect(throws: KeyboardInputError.keyNotInLayout(keyID: "num.1", mode: .letters)) {
                try session.tap(keyID: "num.1")
            }
            try session.switchLayout(to: .numbers)
            #expect(throws: KeyboardInputError.keyNotInLayout(keyID: "shift", mode: .numbers)) {
                try session.tap(keyID: "shift")
            }
            #expect(throws: KeyboardInputError.keyNotInLayout(keyID: "sym.[", mode: .numbers)) {
                try session.tap(keyID: "sym.[")
            }
            #expect(
                KeyboardInputError.keyNotInLayout(keyID: "num.1", mode: .letters).description
                    == "key 'num.1' is not on the letters layout")
        }

        @Test func hiddenGlobeCannotBeTapped() throws {
            let session = try TreeBacked.session(globe: false)
            #expect(throws: KeyboardInputError.keyNotInLayout(keyID: "globe", mode: .letters)) {
                try session.tap(keyID: "globe")
            }
        }

        @Test func unknownAlternateIsNamed() throws {
            let session = try TreeBacked.session()
            #expect(throws: KeyboardInputError.unknownAlternate(keyID: "letter.q", alternate: "é")) {
                try session.tap(keyID: "letter.q", alternate: "é")
            }
            #expect(throws: KeyboardInputError.unknownAlternate(keyID: "space", alternate: " ")) {
                try session.tap(keyID: "space", alternate: " ")
            }
        }

        @Test func untypeableCharacterIsNamed() throws {
            let session = try TreeBacked.session()
            #expect(throws: KeyboardInputError.notTypeable("1", mode: .letters)) { try session.type("a1b") }
            #expect(session.document.text == "a")
            #expect(throws: KeyboardInputError.notTypeable("😀", mode: .letters)) { try session.type("😀") }
        }

        @Test func missingModeSwitchIsNamed() throws {
            let session = try TreeBacked.session()
            #expect(throws: KeyboardInputError.noModeSwitch(from: .letters, to: .symbols)) {
                try session.switchLayout(to: .symbols)
            }
            #expect(throws: KeyboardInputError.noModeSwitch(from: .letters, to: .letters)) {
                try session.switchLayout(to: .letters)
            }
            #expect(session.controller.mode == .letters)
        }

        @Test(arguments: [0.0, -10, .nan, .infinity])
        func invalidDeviceWidthThrows(_ width: Double) {
            let device = DevicePreset(name: "broken", screenWidth: width, screenHeight: 800)
            #expect(throws: KeyboardGeometryError.self) {
                try KeyboardSession(device: device)
            }
        }

        @Test func invalidWidthChangeKeepsTheOldWidth() throws {
            let session = try TreeBacked.session()
            #expect(throws: KeyboardGeometryError.self) { try session.controller.setKeyboardWidth(-1) }
            #expect(session.controller.geometry.width == 393)
            try session.controller.setKeyboardWidth(852)
            #expect(session.controller.currentTree?.frame.width == 852)
        }

        @Test func corruptSavedStateIsNamedAndChangesNothing() throws {
            let session = try TreeBacked.session()
            try session.switchLayout(to: .numbers)
            #expect(throws: KeyboardStateError.invalidValue(field: "mode", value: "klingon")) {
                try session.restoreState(from: "v1;mode=klingon;shift=off")
            }
            #expect(session.controller.mode == .numbers)
        }
    }
}

extension TreeBacked {
    /// Cache keys with unusable widths are named errors, never silent cache growth.
    @Suite struct CacheKeyWidthTests {
        private static func key(_ width: Double) -> TreeCacheKey {
            TreeCacheKey(mode: .letters, shift: .off, appearance: .light, width: width, showsGlobe: true)
        }

        @Test(arguments: [Double.nan, .infinity, -.infinity, 0, -393])
        func builderRejectsAnUnusableWidth(_ width: Double) {
            #expect(throws: KeyboardGeometryError.self) { try KeyboardTreeBuilder.build(Self.key(width), target: nil) }
        }

        @Test(arguments: [Double.nan, 300, .infinity])
        func builderChecksTheKeyWidthAgainstTheGeometry(_ width: Double) throws {
            let geometry = try KeyboardGeometry(width: 393)
            let before = TreeBacked.live()
            #expect(throws: KeyboardGeometryError.self) {
                try KeyboardTreeBuilder.build(Self.key(width), geometry: geometry, target: nil)
            }
            #expect(TreeBacked.live() == before)
        }

        @Test func cacheRejectsATreeWithANaNWidthAndStaysBounded() throws {
            var cache = KeyboardTreeCache(capacity: 2)
            let good = try KeyboardTreeBuilder.build(Self.key(393), target: nil)
            for _ in 0..<5 {
                let bad = KeyboardTree(cacheKey: Self.key(.nan), frame: good.frame, rows: [])
                #expect(throws: KeyboardGeometryError.self) { try cache.insert(bad) }
            }
            #expect(cache.count == 0)
            try cache.insert(good)
            #expect(cache.count == 1 && cache.allTrees.count == 1)
        }
    }
}
