import SceneRenderer
import TestSupport
import Testing
import TouchMapping
import VisionPipeline

/// JPEG q20 at 320 × 240 (`independent_scenes.py --condition jpeg20`): a finger dipping 3–5 px above its
/// key casts its shadow 1–4 px off, within the codec's 8 × 8 luma blocks, and the shadow smeared into the
/// finger's blob reads as the finger's top or the contact's wedge: the gap reads closed on four frames and
/// more in a row, as it does at contact, and a press would register frames before the finger lands. Such a
/// frame cannot tell a hover from a touch: it says so (`no_shadow`) and takes no press
/// (`FingerConfig.pressUnreadable` off).
@Suite struct HoverAsTouchTests {
    /// 40 touches, seed 1: before, three false presses (at frames 256, 719 and 815, each on a dip over the
    /// key the finger then pressed), every frame of them `no_shadow` but the press taken as the best
    /// guess; now no press registers on a frame that says `no_shadow`, and none is false.
    @Test(.needs(.openCV)) func aHoverReadAsATouchPressesNothing() throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("hover-as-touch")
        let folders = try IndependentScenesTests.sessions(["jpeg20"], in: scratch, seed: 1, touches: 40)
        let replayed = try IndependentScenesTests.frames(try #require(folders["jpeg20"]))
        let (presses, health) = (replayed.presses, replayed.health)
        let wrong = replayed.scored.falsePresses
        #expect(wrong.isEmpty, "false presses at frames \(wrong)")
        let unsure = presses.filter { health[$0.frame] == .noShadow }
        #expect(unsure.isEmpty, "presses on no_shadow frames: \(unsure)")
        // The frames that cannot be read say so: hundreds, not a silent `ok`.
        #expect(health.filter { $0 == .noShadow }.count >= 300, "no_shadow frames")
        // Their press taken as the best guess (as before): dips read as presses.
        var guessing = VisionConfig.standard
        guessing.fingers.pressUnreadable = true
        let guessed = try IndependentScenesTests.frames(try #require(folders["jpeg20"]), config: guessing)
        #expect(!guessed.scored.falsePresses.isEmpty && guessed.presses.count >= 25, "best guess \(guessed.presses)")
    }
}
