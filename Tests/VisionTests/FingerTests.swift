import Foundation
import SceneRenderer
import Testing
import TouchMapping
@testable import VisionPipeline

/// Fast typing and more than one finger: presses 100 ms apart with 83 ms contacts are each pressed; a
/// finger sliding on the paper presses nothing more; a second finger held beside or ahead of the typing
/// one is not taken for it; two keys pressed together are two presses. At 640 × 480, the conditions'
/// size: at 320 × 240 a finger is 8 px wide and the shadow its body casts beside it at contact is a
/// wedge under 2 px wide within the window's rows behind the tip, so a finger that lands in one frame
/// (no approach for the shadow watch to follow) can be missed there.
@Suite struct FingerTests {
    /// The scenes' settings: the conditions' frame size.
    static func settings() -> SceneSettings { TestScenes.settings(width: 640, height: 480) }

    /// The renderer's session typing `text` with `change` to its settings, through a fresh pipeline; the
    /// score and the frames per health state.
    static func run(_ text: String = "the quick brown fox jumps over", _ change: (inout SceneSettings) -> Void)
        throws -> (score: VisionScore, health: HealthCounts)
    {
        var settings = Self.settings()
        change(&settings)
        let renderer = try TestScenes.renderer(text, settings: settings)
        let pipeline = try TestScenes.pipeline(renderer)
        let score = try TestScenes.run(renderer, pipeline)
        return (score, pipeline.counters.health)
    }

    @Test func pressesAHundredMillisecondsApartAreEachPressed() throws {
        let (score, _) = try Self.run { settings in
            (settings.approachFrames, settings.contactFrames, settings.liftFrames) = (1, 5, 0)
            settings.landingStep = 0.2
        }
        #expect(score.keyAccuracy >= 0.97, "\(score)")
        #expect(score.falseTouches == 0, "\(score)")
    }

    @Test func aFingerSlidingOnThePaperPressesNothingMore() throws {
        let (score, _) = try Self.run { $0.slideEvery = 1 }
        #expect(score.keyAccuracy >= 0.97, "\(score)")
        #expect(score.falseTouches == 0, "\(score)")
    }

    /// Scored over every contact, those before the light's direction is learnt (from a lone finger's
    /// shadows) too: until then a shadow above the hand nearer another finger is that finger's — those
    /// frames say `finger_ambiguous`, never `ok`.
    @Test(arguments: [SecondFinger.beside, .ahead])
    func aSecondFingerIsNotTakenForTheTypingOne(_ neighbour: SecondFinger) throws {
        var settings = Self.settings()
        settings.neighbour = neighbour
        let renderer = try TestScenes.renderer("the quick brown fox jumps over", settings: settings)
        let pipeline = try TestScenes.pipeline(renderer), layout = try TestScenes.layout(renderer)
        var learnt: Int?, events: [(frame: Int, key: Int)] = [], unsureWhileUnlearnt = true
        for index in 0..<renderer.frameCount {
            let truth = renderer.render(frame: index)
            let outcome = try pipeline.process(renderer.frame.pixels, layout: layout, timestamp: truth.timestamp)
            if learnt == nil, pipeline.lightDirection.direction != nil { learnt = index }
            if learnt == nil, pipeline.fingers.count > 1, outcome.health == .ok { unsureWhileUnlearnt = false }
            for press in [outcome.press, outcome.secondPress].compactMap({ $0 }) {
                events.append((index, press.keyIndex))
            }
        }
        let start = try #require(learnt)
        let contacts = renderer.script.contacts
        var scorer = TouchEventScorer(
            contacts: contacts.map { ContactWindow(start: $0.start, end: $0.end, keyIndex: $0.keyIndex) })
        for event in events { scorer.record(keyIndex: event.key, frame: event.frame) }
        #expect(contacts.contains { $0.end < start }, "some presses come before the light is learnt")
        #expect(scorer.score.contacts >= 20)
        #expect(scorer.score.keyAccuracy >= 0.97, "\(scorer.score)")
        #expect(scorer.score.falseTouches == 0, "\(scorer.score)")
        #expect(unsureWhileUnlearnt, "extended fingers before the light is learnt are never ok")
        #expect(pipeline.counters.health[.ok] > 0)
    }

    @Test func twoKeysPressedTogetherAreTwoPresses() throws {
        let (score, _) = try Self.run { $0.chordEvery = 2 }
        #expect(score.keyAccuracy >= 0.97, "\(score)")
        #expect(score.falseTouches == 0, "\(score)")
    }

    /// A finger 8 px wide (its tip at (40, 20)), the light casting to the right: a shadow beside it that
    /// touches its skin (the one pixel the shadow test leaves out beside skin) is a contact; the same
    /// shadow two pixels off, a strip of lit paper between, is a finger hovering — and stays so with
    /// shadow touching its other side (the typing finger's, lying between two fingers), not its own.
    @Test func aNeighbourIsOnThePaperOnlyWhereItsOwnShadowTouchesIt() {
        let skin = BitMask(width: 80, height: 60)
        for y in 20..<60 { for x in 36..<44 { skin[x, y] = true } }
        func touches(shadowFrom columns: [Int], light: Double = 0.6) -> Bool {
            VisionPipeline.touchesOwnShadow(
                tip: Point(x: 40, y: 20), slope: 0, width: 8, skin: skin, direction: Point(x: light, y: -0.8),
                margin: 1, rows: 16, share: 2.0 / 3
            ) { x, y in y > 22 && columns.contains { x >= $0 && x < $0 + 3 } }
        }
        #expect(touches(shadowFrom: [45]), "shadow one pixel off its right edge: on the paper")
        #expect(!touches(shadowFrom: [46]), "two pixels of lit paper between: hovering")
        #expect(!touches(shadowFrom: [32, 46]), "shadow touching its other side is not its own")
        #expect(touches(shadowFrom: [32, 46], light: -0.6), "with the light casting to the left it is")
        #expect(touches(shadowFrom: []), "no shadow beside it says nothing against a contact")
    }

    @Test func aFingersTopSplitByNoiseIsNoSecondFinger() {
        let finger = (tip: Point(x: 500, y: 215), slope: 0.0, width: 16)
        #expect(!VisionPipeline.isBeside(Point(x: 506, y: 216), finger: finger))  // one top, broken in two
        #expect(!VisionPipeline.isBeside(Point(x: 494, y: 227), finger: finger))
        #expect(VisionPipeline.isBeside(Point(x: 474, y: 227), finger: finger))  // the neighbour beside it
        #expect(VisionPipeline.isBeside(Point(x: 557, y: 215), finger: finger))  // the key beside, a chord
        #expect(!VisionPipeline.isBeside(Point(x: 512, y: 239), finger: (Point(x: 500, y: 215), 0.5, 16)))
    }

    @Test func aLiftEndsTheContactAndASlideDoesNot() {
        var contact = FingerContact()
        contact.pressed(at: Point(x: 100, y: 100))
        #expect(!contact.see(gap: 0, liftGap: 3) && contact.awaitingLift, "on the paper")
        #expect(!contact.see(gap: .infinity, liftGap: 3) && contact.awaitingLift, "no shadow seen is no lift")
        #expect(contact.see(gap: 4, liftGap: 3) && !contact.awaitingLift && contact.wasLifted)
    }

    @Test func theLightIsLearntFromAgreeingShadowsOnly() throws {
        var light = LightDirection(config: FingerConfig())
        for _ in 0..<7 { light.learn(tip: Point(x: 0, y: 0), shadow: Point(x: 8, y: -6), gap: 10, range: 3...40) }
        #expect(light.direction == nil, "eight samples are needed")
        light.learn(tip: Point(x: 0, y: 0), shadow: Point(x: 4, y: -3), gap: 5, range: 3...40)
        let direction = try #require(light.direction)
        #expect(abs(direction.x - 0.8) < 1e-9 && abs(direction.y + 0.6) < 1e-9)
        var scattered = LightDirection(config: FingerConfig())
        for turn in 0..<8 {
            let angle = Double(turn) * Double.pi / 4
            let shadow = Point(x: 10 * cos(angle), y: 10 * sin(angle))
            scattered.learn(tip: Point(x: 0, y: 0), shadow: shadow, gap: 10, range: 3...40)
        }
        #expect(scattered.direction == nil, "shadows that do not agree teach no direction")
    }

    @Test func aBandKeepsTheColumnsAlongTheLight() {
        let band = ShadowBand(slope: 1, halfWidth: 4, firstRow: 0)
        #expect(band.columns(row: 90, tip: (x: 100, row: 100)) == 104..<114)
        #expect(ShadowBand(slope: nil, halfWidth: 4, firstRow: 0).columns(row: 90, tip: (x: 100, row: 100)) == nil)
        #expect(BitMask.bits(of: 62..<66, word: 0) == 0b11 << 62)
        #expect(BitMask.bits(of: 62..<66, word: 1) == 0b11)
        #expect(BitMask.bits(of: 0..<200, word: 1) == ~0)
    }

    /// A hand mask of a palm with `fingers` (x of each finger's left edge, its top row) 8 px wide.
    @Test func extendedFingersAreCandidatesAndKnucklesAreNot() {
        let mask = BitMask(width: 128, height: 128)
        for y in 80..<128 { for x in 20..<100 { mask[x, y] = true } }
        for (left, top) in [(30, 20), (50, 30)] {
            for y in top..<80 { for x in left..<(left + 8) { mask[x, y] = true } }
        }
        for y in 72..<80 { for x in 70..<78 { mask[x, y] = true } }  // a knuckle: as long as it is wide
        let components = RunComponents(maxRuns: 4_096)
        components.label(mask)
        let hand = components[0]
        let fingers = FingerCandidates()
        fingers.find(hand, label: 0, runs: components, mask: mask, length: 3, reach: 2)
        #expect(fingers.count == 2)
        #expect(fingers[1].topRow == 30 && fingers[1].topStart == 50)
    }

    /// Two fingers held against each other: separate at their tips, joined in the valley between them a
    /// little more than a finger's width below the lower tip (the mask of a finger held just ahead of
    /// the typing one). Both are candidates.
    @Test func fingersJoinedBelowTheirTipsAreBothCandidates() {
        let mask = BitMask(width: 128, height: 128)
        for y in 90..<128 { for x in 20..<100 { mask[x, y] = true } }
        for y in 20..<90 { for x in 50..<64 { mask[x, y] = true } }  // the finger ahead, 14 px wide
        for y in 30..<90 { for x in 34..<48 { mask[x, y] = true } }  // the typing finger, its tip 10 rows lower
        for y in 46..<90 { for x in 48..<50 { mask[x, y] = true } }  // the valley, filled 16 rows below its tip
        let components = RunComponents(maxRuns: 4_096)
        components.label(mask)
        let fingers = FingerCandidates()
        fingers.find(components[0], label: 0, runs: components, mask: mask, length: 2, reach: 2)
        #expect(fingers.count == 2)
        #expect(fingers.count == 2 && fingers[1].topRow == 30 && fingers[1].topStart == 34)
    }

    /// A second finger lying against the typing one (the independent scenes' middle finger held beside
    /// the index): two round caps 16 px wide, 2 px apart, the neighbour's tip 5 rows lower, the valley
    /// between them closed 10 rows below its tip — within a finger's width of it. Both are fingers, each
    /// as wide as itself (the joined run below is neither's width), the typing one's tip on its own axis.
    @Test func aFingerLyingAgainstItsNeighbourIsAFingerOfItsOwn() throws {
        let mask = BitMask(width: 128, height: 160)
        func finger(axis: Double, top: Int) {
            for y in top..<130 {
                let depth = Double(y - top) + 0.5, half = depth < 8 ? (depth * (16 - depth)).squareRoot() : 8
                for x in 0..<128 where abs(Double(x) + 0.5 - axis) <= half { mask[x, y] = true }
            }
        }
        finger(axis: 48, top: 20)  // the typing finger
        finger(axis: 66, top: 25)  // its neighbour, 2 px of paper between them
        for y in 35..<130 { for x in 56..<58 { mask[x, y] = true } }  // the valley closed 10 rows below its tip
        for y in 110..<160 { for x in 20..<110 { mask[x, y] = true } }  // the back of the hand
        let components = RunComponents(maxRuns: 4_096)
        components.label(mask)
        let hand = components[0]
        #expect(Fingertip.fingerWidth(hand, mask, shape: FingertipConfig()) == 16)
        let fingers = FingerCandidates()
        fingers.find(hand, label: 0, runs: components, mask: mask, length: 2, reach: 2)
        try #require(fingers.count == 2)
        #expect(fingers[1].topRow == 25 && abs(fingers[1].topMiddle - 66) <= 1)
        #expect(Fingertip.fingerWidth(fingers[1], mask, shape: FingertipConfig()) == 16)
        #expect(abs(Fingertip.locate(hand, in: mask).x - 48) <= 1)
        // With a join asked to be wider than the neighbour (`leastJoin`), the joined run is the finger's own
        // width again, too wide for the hand's finger: the setting is what tells them apart.
        var unjoined = FingertipConfig()
        unjoined.leastJoin = 64
        #expect(Fingertip.fingerWidth(fingers[1], mask, shape: unjoined) > 16)
    }
}
