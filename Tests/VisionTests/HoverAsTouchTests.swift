import SceneRenderer
import TestSupport
import Testing
import TouchMapping
import VisionPipeline

/// JPEG q20 at 320 × 240 (`independent_scenes.py --condition jpeg20`): a finger dipping 3–5 px above its
/// key casts its shadow 1–4 px off, within the codec's 8 × 8 luma blocks, and the shadow smeared into the
/// finger's blob reads as the finger's top or the contact's wedge: the gap reads closed and a press may
/// register frames before the finger lands (or a compressed top read as a lift mid-contact is followed
/// by a second press). Such a frame cannot tell a hover from a touch, and says so: no press that matches
/// no true contact registers on a frame whose health is `ok`, nor on one that followed `ok` frames.
@Suite struct HoverAsTouchTests {
    /// 16 touches, seed 1: one false press (a contact pressed twice), every frame leading to it `ok` before.
    @Test(.needs(.openCV)) func aHoverReadAsATouchIsNotOk() throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("hover-as-touch")
        let folders = try IndependentScenesTests.sessions(["jpeg20"], in: scratch, seed: 1, touches: 16)
        let replayed = try IndependentScenesTests.frames(try #require(folders["jpeg20"]))
        let (presses, health) = (replayed.presses, replayed.health)
        let windows = replayed.session.touches.map { (frames: $0.start - 2...$0.end + 2, key: $0.keyIndex) }
        let wrong = Self.falsePresses(presses, windows)
        #expect(presses.count >= 10 && !wrong.isEmpty, "presses \(presses), false ones \(wrong)")
        for frame in wrong {
            let led = health[Swift.max(frame - 3, 0)...frame]
            #expect(!led.contains(.ok), "a false press at frame \(frame), its frames \(Array(led))")
        }
    }

    /// The frames of the presses that match no true contact, as `TouchEventScorer` matches them: each press
    /// takes a contact whose window (two frames of slack each side) holds it and that has no press yet, one
    /// of its own key first, else the earliest.
    static func falsePresses(
        _ presses: [(frame: Int, key: Int)], _ windows: [(frames: ClosedRange<Int>, key: Int)]
    ) -> [Int] {
        var taken = Set<Int>(), unmatched: [Int] = []
        for press in presses {
            let open = windows.indices.filter { !taken.contains($0) && windows[$0].frames.contains(press.frame) }
            guard let match = open.first(where: { windows[$0].key == press.key }) ?? open.first else {
                unmatched.append(press.frame)
                continue
            }
            taken.insert(match)
        }
        return unmatched
    }
}
