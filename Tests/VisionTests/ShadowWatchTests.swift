import Testing
import TouchMapping

@testable import VisionPipeline

/// A shadow that closed in on a still fingertip and vanished went under the finger (the lamp straight
/// behind the user); one lost far from the tip, or while the tip moves, did not; a shadow unseen for
/// many hand frames is reported.
@Suite struct ShadowWatchTests {
    static let tip = Point(x: 200, y: 150)

    /// The gaps handed on for `measured` gaps at a still tip.
    static func gaps(_ measured: [Double], tip: Point = tip) -> [Double] {
        var watch = ShadowWatch()
        return measured.map { watch.gap(measured: $0, tip: tip) }
    }

    @Test func aClosingShadowThatVanishesUnderAStillTipIsContact() {
        let inf = Double.infinity
        #expect(Self.gaps([16, 12, 8, 5, 3, inf, inf, inf, 3, 7]) == [16, 12, 8, 5, 3, 0, 0, 0, 3, 7])
    }

    /// Asked of any finger before the frame's gap is handed on: the typing finger's tip, where its
    /// shadow was closing in, hides it; a neighbour's tip 20 px off does not; asking changes nothing.
    @Test func onlyTheFingerWhereTheShadowClosedHidesIt() {
        var watch = ShadowWatch()
        for gap in [12.0, 8, 5] { _ = watch.gap(measured: gap, tip: Self.tip) }
        #expect(watch.hides(at: Self.tip) && watch.hides(at: Point(x: 202, y: 151)))
        #expect(!watch.hides(at: Point(x: 220, y: 152)))
        #expect(watch.gap(measured: .infinity, tip: Self.tip) == 0)
        #expect(watch.hides(at: Self.tip), "held while the tip stays")
    }

    @Test func aShadowLostFarFromTheTipStaysUnseen() {
        let inf = Double.infinity
        #expect(Self.gaps([16, 12, 9, inf, inf]) == [16, 12, 9, inf, inf])
    }

    @Test func aShadowLostFramesAfterItClosedIsNotContact() {
        let inf = Double.infinity
        var watch = ShadowWatch()
        for gap in [8.0, 4.0] { _ = watch.gap(measured: gap, tip: Self.tip) }
        // A hand frame whose tip moved (no shadow seen there), then still frames: the closing is too old.
        _ = watch.gap(measured: inf, tip: Point(x: 230, y: 150))
        _ = watch.gap(measured: inf, tip: Point(x: 260, y: 150))
        #expect(watch.gap(measured: inf, tip: Point(x: 260, y: 150)) == inf)
    }

    @Test func theHiddenShadowEndsWhenTheTipMoves() {
        let inf = Double.infinity
        var watch = ShadowWatch()
        for gap in [6.0, 3.0] { _ = watch.gap(measured: gap, tip: Self.tip) }
        #expect(watch.gap(measured: inf, tip: Self.tip) == 0)
        #expect(watch.gap(measured: inf, tip: Point(x: 202, y: 151)) == 0)
        #expect(watch.gap(measured: inf, tip: Point(x: 206, y: 150)) == inf)
        #expect(watch.gap(measured: inf, tip: Self.tip) == inf)
    }

    @Test func aHandWithoutAShadowForManyFramesIsReported() {
        var watch = ShadowWatch()
        for _ in 0..<(watch.unseenFrames - 1) { _ = watch.gap(measured: .infinity, tip: Self.tip) }
        #expect(!watch.isUnseen)
        _ = watch.gap(measured: .infinity, tip: Self.tip)
        #expect(watch.isUnseen)
        _ = watch.gap(measured: 14, tip: Self.tip)
        #expect(!watch.isUnseen)
        for _ in 0..<watch.unseenFrames { _ = watch.gap(measured: .infinity, tip: Point(x: 300, y: 100)) }
        watch.handGone()
        #expect(!watch.isUnseen)
    }
}

/// A fast finger lands from a frame or two low in the air, moving sideways: its shadow was never seen
/// closing. Where the light is known to show a hovering finger's shadow, a tip that stopped with no
/// shadow anywhere in its window is on the paper; where it is not known (a lamp overhead), it says nothing.
@Suite struct LandingWithoutShadowTests {
    @Test func aStillTipWithoutAShadowWhereShadowsShowIsOnThePaper() {
        let inf = Double.infinity
        var watch = ShadowWatch()
        let path = [Point(x: 140, y: 150), Point(x: 194, y: 150), Point(x: 200, y: 150), Point(x: 200, y: 151)]
        let gaps = path.map { watch.gap(measured: inf, tip: $0, shadowsShow: true) }
        #expect(gaps == [inf, inf, inf, 0], "landing frame 6 px on, then still: on the paper")
        #expect(watch.gap(measured: inf, tip: Point(x: 201, y: 151), shadowsShow: true) == 0, "held while still")
        #expect(watch.gap(measured: 4, tip: Point(x: 201, y: 151), shadowsShow: true) == 4, "a shadow seen is read")
    }

    @Test func withoutKnowingTheShadowsShowAStillTipSaysNothing() {
        let inf = Double.infinity
        var watch = ShadowWatch()
        let gaps = [Point(x: 194, y: 150), Point(x: 200, y: 150), Point(x: 200, y: 150)].map {
            watch.gap(measured: inf, tip: $0, shadowsShow: false)
        }
        #expect(gaps == [inf, inf, inf])
    }

    /// After a press, a finger that moved on without an open gap, in a frame too coarse to resolve the
    /// lift gap, may have slid or lifted low: that is said; an open gap is a lift.
    @Test func aMoveAfterAPressWithoutALiftSeenIsUndecided() {
        var contact = FingerContact()
        contact.pressed(at: Point(x: 100, y: 100))
        _ = contact.see(gap: 0, liftGap: 3, travelled: true)
        #expect(!contact.travelledUnseen, "a closed gap the frame resolves: sliding on the paper")
        _ = contact.see(gap: 0, liftGap: 1.5, travelled: true, resolved: false)
        #expect(contact.travelledUnseen, "a closed gap under the mask's resolution proves nothing")
        contact.pressed(at: Point(x: 100, y: 100))
        _ = contact.see(gap: .infinity, liftGap: 1.5, tip: Point(x: 103, y: 100), still: 4, resolved: false)
        #expect(!contact.travelledUnseen, "jitter within a contact")
        _ = contact.see(gap: .infinity, liftGap: 1.5, tip: Point(x: 106, y: 100), still: 4, resolved: false)
        #expect(contact.travelledUnseen, "the tip moved on with no lift seen")
        #expect(contact.see(gap: 2, liftGap: 1.5) && !contact.travelledUnseen && !contact.awaitingLift)
    }
}
