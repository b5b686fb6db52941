import SceneRenderer
import TestSupport
import Testing
import TouchMapping
import VisionPipeline

/// Fast typing at 320 × 240 (`independent_scenes.py --condition fast`: presses 100–117 ms apart, 83 ms
/// contacts, the finger landing from a frame or two low in the air while still moving sideways). At this
/// size the thin wedge of shadow a contact leaves beside the finger is under a pixel and a finger 2–4 px
/// up reads no gap: the contact reads as a finger hovering with its shadow out of sight, and a lift
/// between two presses is not seen. Presses are seen where the light is known to show a hovering
/// finger's shadow (a still tip with none is on the paper), and a press that cannot be told from a slide
/// is never missed silently: its frames say `no_shadow`.
@Suite struct FastTypingTests {
    @Test(.needs(.openCV)) func fastPressesAtHalfSizeAreSeenOrReported() throws {
        let replayed = try IndependentScenesTests.generatedFrames("fast", seed: 3, touches: 16)
        let (session, presses, health) = (replayed.session, replayed.presses, replayed.health)
        let score = replayed.scored.score
        #expect(score.falseTouches == 0 && score.precision == 1, "\(score)")
        #expect(score.keyAccuracy >= 0.85, "\(score)")
        // Every press missed is said: some frame of its contact is not `ok`.
        for touch in session.touches {
            let window = touch.start - 2...touch.end + 2
            guard !presses.contains(where: { window.contains($0.frame) && $0.key == touch.keyIndex }) else { continue }
            let said = health[touch.start...touch.end].contains { $0 != .ok }
            #expect(said, "frames \(touch.start)–\(touch.end): a press missed with every frame ok")
        }
    }
}
