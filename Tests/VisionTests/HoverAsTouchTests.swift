import SceneRenderer
import TestSupport
import Testing
import TouchMapping
import VisionPipeline

/// JPEG q20 at 320 × 240 (`independent_scenes.py --condition jpeg20`): a finger dipping 3–5 px above its
/// key casts its shadow 1–4 px off, within the codec's 8 × 8 luma blocks, and the shadow smeared into the
/// finger's blob reads as the finger's top or the contact's wedge: the gap reads closed and a press may
/// register frames before the finger lands. Such a frame cannot tell a hover from a touch, and says so: no press that matches
/// no true contact registers on a frame whose health is `ok`, nor on one that followed `ok` frames.
@Suite struct HoverAsTouchTests {
    /// 40 touches, seed 1: three false presses (false as the scorer counts them), read while the finger
    /// dipped above its key; every frame leading to them `ok` before. (At 16 touches the one false press
    /// was a contact pressed twice after its compressed top read as a lift for a frame: no longer a lift,
    /// see `LostCapTests`.)
    @Test(.needs(.openCV)) func aHoverReadAsATouchIsNotOk() throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("hover-as-touch")
        let folders = try IndependentScenesTests.sessions(["jpeg20"], in: scratch, seed: 1, touches: 40)
        let replayed = try IndependentScenesTests.frames(try #require(folders["jpeg20"]))
        let (presses, health) = (replayed.presses, replayed.health)
        let wrong = replayed.scored.falsePresses
        #expect(presses.count >= 25 && !wrong.isEmpty, "presses \(presses), false ones \(wrong)")
        for frame in wrong {
            let led = health[Swift.max(frame - 3, 0)...frame]
            #expect(!led.contains(.ok), "a false press at frame \(frame), its frames \(Array(led))")
        }
    }
}
