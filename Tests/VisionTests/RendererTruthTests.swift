import KeyboardCore
@testable import SceneRenderer
import Testing
import TouchMapping
import VisionPipeline

/// The renderer's frames and truth agree with each other and with the layout.
@Suite struct RendererTruthTests {
    @Test func theSameSeedGivesTheSameFramesInAnyOrder() throws {
        let a = try TestScenes.renderer(), b = try TestScenes.renderer()
        a.render(frame: 9)
        let first = a.frame.pixels
        b.render(frame: 3)
        b.render(frame: 9)
        #expect(first == b.frame.pixels)
        a.render(frame: 10)
        #expect(first != a.frame.pixels)
    }

    @Test func everyTypeableCharacterIsOneContactOnItsKey() throws {
        let renderer = try TestScenes.renderer("Ab c!")
        #expect(renderer.script.contacts.count == 3, "a, b, c; the space is a gap; '!' has no key")
        #expect(renderer.script.skipped == 1)
        let outputs = renderer.script.contacts.map { renderer.keyboard.frames.keys[$0.keyIndex].key.output }
        #expect(outputs == ["a", "b", "c"])
    }

    @Test func contactFramesAreExactlyTheTouchingOnes() throws {
        let renderer = try TestScenes.renderer("fj")
        var touching: [Int] = []
        for index in 0..<renderer.frameCount where renderer.render(frame: index).touching { touching.append(index) }
        let expected = renderer.script.contacts.flatMap { Array($0.start...$0.end) }
        #expect(touching == expected)
    }

    @Test func theFingertipIsTheHandsTopmostPixelOverItsKey() throws {
        let renderer = try TestScenes.renderer("g")
        renderer.conditions.noise = 0
        renderer.conditions.jitter = 0
        let contact = try #require(renderer.script.contacts.first)
        let truth = renderer.render(frame: contact.start)
        let tip = try #require(truth.fingertip)
        let (x, y) = (Int(tip.x), Int(tip.y.rounded(.up)))
        let skin = SkinTone.light
        let below = renderer.frame.rgb(x: x, y: y + 1)
        #expect(below == (skin.red, skin.green, skin.blue), "the pixel just below the tip is skin")
        for row in 0..<Int(tip.y) { #expect(renderer.frame.rgb(x: x, y: row) != (skin.red, skin.green, skin.blue)) }
        let keyboardPoint = renderer.keyboardFromCamera.apply(tip)
        #expect(renderer.keyboard.frames.keys[contact.keyIndex].frame.contains(keyboardPoint))
        #expect(truth.keyIndex == contact.keyIndex && truth.touching && truth.height == 0)
    }

    @Test func hostileConditionsRenderWithoutAHand() throws {
        let renderer = try TestScenes.renderer()
        renderer.conditions.fill = .black
        let truth = renderer.render(frame: 5)
        #expect(!truth.handVisible && renderer.frame.rgb(x: 10, y: 10) == (0, 0, 0))
        renderer.conditions.fill = .saturated
        renderer.render(frame: 5)
        #expect(renderer.frame.rgb(x: 3, y: 7) == (255, 255, 255))
    }

    @Test func aHandShiftedWhollyOutOfTheFrameDrawsNothing() throws {
        let renderer = try TestScenes.renderer("fjdk")
        let frame = try #require(renderer.script.contacts.first).start
        for shift in [(x: 2_000, y: 0), (x: -2_000, y: 0), (x: 0, y: 2_000), (x: 0, y: -2_000)] {
            renderer.conditions.cameraShift = shift
            let truth = renderer.render(frame: frame)  // trapped here before: a paint box past the frame's edge
            let hand = renderer.frame.pixels
            renderer.renderReference(index: frame)
            #expect(
                truth.handVisible && hand == renderer.frame.pixels, "shift \(shift): the frame is the hand-free one")
        }
    }

    @Test func theRowSpansHoldEveryPixelOfTheHandAndItsShadow() {
        var random = SeededGenerator(seed: 99)
        for _ in 0..<40 {
            let tip = Point(x: Double(random.next() % 600), y: Double(random.next() % 400))
            let hand = HandShape(
                tip: tip, height: Double(random.next() % 40), scale: [0.5, 1, 2][Int(random.next() % 3)])
            for y in hand.shadowBox.1...hand.shadowBox.3 {
                for x in (hand.shadowBox.0 - 4)...(hand.shadowBox.2 + 4) {
                    let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    if hand.isShadow(p) {
                        #expect(hand.shadowSpan(y)?.contains(x) == true, "shadow pixel \(x), \(y) of tip \(tip)")
                    }
                }
            }
            for y in hand.handBox.1...hand.handBox.3 {
                for x in (hand.handBox.0 - 4)...(hand.handBox.2 + 4)
                where hand.isHand(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                    #expect(hand.handSpan(y)?.contains(x) == true, "hand pixel \(x), \(y) of tip \(tip)")
                }
            }
        }
    }

    @Test func badSettingsAreNamedErrors() {
        var settings = TestScenes.settings(width: 10)
        #expect(throws: SceneError.invalidSize(width: 10, height: 240, bytesPerRow: 40)) {
            try SceneRenderer(settings: settings, text: "a")
        }
        settings = TestScenes.settings()
        settings.bytesPerRow = 100
        #expect(throws: SceneError.self) { try SceneRenderer(settings: settings, text: "a") }
        settings = TestScenes.settings()
        settings.perspective = .nan
        #expect(throws: SceneError.self) { try SceneRenderer(settings: settings, text: "a") }
    }

    @Test func theSheetsMarksAreThePipelines() throws {
        let renderer = try TestScenes.renderer()
        let sheet = PrintedSheet.standard
        for (index, centre) in sheet.markCentres.enumerated() {
            let camera = renderer.cameraPoint(centre)
            renderer.conditions.noise = 0
            renderer.conditions.jitter = 0
            renderer.renderReference()
            #expect(
                renderer.frame.rgb(x: Int(camera.x), y: Int(camera.y)).r < 100,
                "mark \(index) is printed where the pipeline expects it")
        }
    }
}
