import TestSupport
import Testing
@testable import VisionPipeline

/// The hand kept from frame to frame where the desk's rule would refuse it: a component whose top lies in
/// cells changed for `restFrames` in a row is at rest (a mug put down) unless it continues the live hand.
@Suite struct HandFollowingTests {
    /// `plain`, 60 touches, seed 4, 640 × 480: after pressing `u` the finger comes down to `b` (frames
    /// 622–625), its top 27, 50 and 27 px a frame — onto cells its palm had kept changed since the press.
    /// The top 50 px from the last one lies outside the component's box grown by the tip margin; judged by
    /// that alone the hand is a thing at rest, and a hand not followed on one frame is not live on the next
    /// (no hand on frames 623–641, the contact at 634–638 missed). Where the top's last step takes it
    /// continues the hand too.
    @Test(.needs(.openCV)) func aFingerBroughtDownFastOverItsPalmIsStillTheHand() throws {
        let replayed = try IndependentScenesTests.generatedFrames(
            "plain", width: 640, height: 480, seed: 4, touches: 60)
        replayed.expectEveryContactPressedOnItsKey()
    }
}
