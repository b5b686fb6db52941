import SceneRenderer
import TestSupport
import Testing
import TouchMapping
@testable import VisionPipeline

/// JPEG q20 at 640 × 480 (`independent_scenes.py --condition jpeg20`): a fingertip's cap that shares a
/// 16 × 16 chroma block with the paper takes the paper's colour and, darker than the paper, reads as
/// shadow beside or ahead of the finger's top — the gap reads 3–6 px open while the finger rests on its
/// key. Where luma tells the lost side from a shadow (pale and dark skin) it is the finger's again; a
/// single such frame after a press is no lift (the contact is not pressed twice); and a contact no press
/// could be read from (medium skin, as dark as the shadow) says so on its frames: never a silent miss.
@Suite struct LostCapTests {
    /// 16 touches, seed 5: three contacts missed (two medium, one dark-brown), every frame of them `ok`
    /// before; the dark finger's contact is pressed, the two others say `no_shadow`.
    @Test(.needs(.openCV)) func aContactWhoseCapReadsAsShadowIsNotOk() throws {
        let replayed = try IndependentScenesTests.generatedFrames(
            "jpeg20", width: 640, height: 480, seed: 5, touches: 16)
        let missed = replayed.unpressed
        #expect(replayed.scored.falsePresses.isEmpty, "false presses at \(replayed.scored.falsePresses)")
        #expect(missed.count <= 2, "\(missed.count) contacts missed")
        for contact in missed {
            let health = replayed.health[contact.start...contact.end]
            #expect(health.contains(.noShadow), "a missed contact at \(contact.start), its frames \(Array(health))")
        }
    }

    /// Where a single frame's gap may read open at a resting finger, a press's lift is taken once the gap
    /// read open on two frames in a row at a still tip; a tip that moved lifts at once.
    @Test func aSingleOpenFrameAfterAPressIsNoLiftWhereAsked() {
        var contact = FingerContact()
        let tip = Point(x: 100, y: 100), away = Point(x: 110, y: 100)
        func see(_ gap: Double, at point: Point = tip, frames: Int = 2) -> Bool {
            contact.see(gap: gap, liftGap: 3, tip: point, still: 4, liftFrames: frames)
        }
        _ = see(0)
        contact.pressed(at: tip)
        let first = see(5), back = see(0), again = see(5), second = see(5)
        #expect(!first && !back && !again, "one open frame at a still tip is no lift")
        #expect(second && !contact.awaitingLift, "two in a row are")
        contact.pressed(at: tip)
        _ = see(0)
        let moved = see(5, at: away)
        #expect(moved, "a tip that moved away lifts at once")
        contact.pressed(at: away)
        _ = see(0, at: away)
        let once = see(5, at: away, frames: 1)
        #expect(once, "one frame is enough where chroma is fine")
    }
}
