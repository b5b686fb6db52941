import KeyboardCore
import Testing
import TouchMapping

/// Touch mapping has no shift of its own: the controller's is the keyboard's one shift, and a change of
/// it — by a touch tapped on the controller, by a tap on screen, by a restored state — is what the next
/// touch press sees.
struct TouchShiftTests {
    /// A displayed keyboard, the mapper over its frames, and the typist's clock.
    final class Keyboard {
        let session: KeyboardSession
        var mapper: TouchMapper<UniformGridLocator>
        var time = 0.0

        init() throws {
            session = try KeyboardSession(device: .iPhone14Pro)
            try session.display()
            mapper = TouchMapper(
                frames: try session.controller.geometry.keyFrames(for: session.controller.currentLayout))
        }

        /// Touches the key `id` until it registers, with the controller's shift; taps the press on the
        /// controller (as `TouchTypist` does). Returns the press.
        func touch(_ id: String) throws -> KeyPressEvent? {
            let centre = try #require(mapper.frames.keyFrame(forID: id)).frame.centre
            var pressed: KeyPressEvent?
            for _ in 0..<6 where pressed == nil {
                let observation = TouchObservation(finger: centre, shadow: centre, distance: 0.25, timestamp: time)
                pressed = mapper.process(observation, shift: session.controller.shift.state).press
                time += 0.02
            }
            _ = mapper.process(nil, shift: session.controller.shift.state)
            time += 0.02
            if let pressed { try session.tap(keyID: pressed.key.id) }
            return pressed
        }
    }

    @Test func aShiftChangeOfTheControllerIsSeenByTouchMapping() throws {
        let keyboard = try Keyboard()
        #expect(try keyboard.touch("letter.g")?.character == "g")
        // Shift tapped on screen (not through touch mapping): the next touched letter is a capital.
        try keyboard.session.tap(keyID: "shift")
        #expect(keyboard.session.controller.shift.state == .once)
        let capital = try keyboard.touch("letter.g")
        #expect(capital?.character == "G" && capital?.isShifted == true)
        #expect(keyboard.session.controller.shift.state == .off, "the letter, tapped on the controller, used it up")
        #expect(try keyboard.touch("letter.g")?.character == "g")
        // A restored state with caps lock: touch mapping sees it at once.
        keyboard.session.controller.restore(KeyboardState(mode: .letters, shift: .locked))
        #expect(try keyboard.touch("letter.h")?.character == "H")
        #expect(try keyboard.touch("letter.i")?.character == "I")
        // Shift touched: the controller turns caps lock off, and so does touch mapping.
        #expect(try keyboard.touch("shift")?.character == nil)
        #expect(keyboard.session.controller.shift.state == .off)
        #expect(try keyboard.touch("letter.j")?.character == "j")
        #expect(keyboard.session.document.text == "gGgHIj")
    }
}
