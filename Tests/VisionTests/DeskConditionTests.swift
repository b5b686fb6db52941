@testable import SceneRenderer
import Testing
import TouchMapping
import VisionPipeline

/// The renderer's desk conditions: tables, camera moves with their truth, nails, tones, optics, key edges.
@Suite struct DeskConditionTests {
    /// A still, noise-free scene of `text` with `change` applied.
    static func scene(
        _ text: String = "fjdk", edges: Bool = false, _ change: (inout SceneConditions) -> Void = { _ in }
    ) throws -> SceneRenderer {
        var settings = TestScenes.settings()
        settings.aimAtKeyEdges = edges
        let renderer = try SceneRenderer(settings: settings, text: text)
        (renderer.conditions.noise, renderer.conditions.jitter) = (0, 0)
        change(&renderer.conditions)
        return renderer
    }

    /// The centroid of the pixels darker than 100 within `radius` of `centre`.
    static func darkCentroid(_ renderer: SceneRenderer, near centre: Point, radius: Int = 14) -> Point? {
        var (sx, sy, n) = (0.0, 0.0, 0.0)
        for y in (Int(centre.y) - radius)...(Int(centre.y) + radius) {
            for x in (Int(centre.x) - radius)...(Int(centre.x) + radius)
            where x >= 0 && y >= 0 && x < renderer.frame.width && y < renderer.frame.height {
                if renderer.frame.rgb(x: x, y: y).g < 100 {
                    (sx, sy, n) = (sx + Double(x) + 0.5, sy + Double(y) + 0.5, n + 1)
                }
            }
        }
        return n > 0 ? Point(x: sx / n, y: sy / n) : nil
    }

    @Test func tablesLieAroundTheSheetAndWoodIsSkinColoured() throws {
        let renderer = try Self.scene { $0.table = .wood }
        renderer.renderReference()
        let clear = renderer.cameraPoint(Point(x: 0.5, y: -0.15))
        let table = renderer.frame.rgb(x: 160, y: 5), paper = renderer.frame.rgb(x: Int(clear.x), y: Int(clear.y))
        let hsv = OpenCVHSV.hsv(red: table.r, green: table.g, blue: table.b)
        #expect(SkinRange.standard.contains(h: hsv.h, s: hsv.s, v: hsv.v), "wood \(table) reads as skin")
        #expect(paper.r > 200 && paper.g > 200, "the sheet is still paper")
        renderer.conditions.table = .checker
        renderer.renderReference()
        var dark = 0
        for x in 0..<68 where renderer.frame.rgb(x: x, y: 5).g < 100 { dark += 1 }
        #expect(dark > 20 && dark < 60, "a row across the cloth crosses dark squares and white gaps")
        renderer.conditions.table = .none
        renderer.renderReference()
        #expect(renderer.frame.rgb(x: 160, y: 5).r > 200, "no table: paper fills the view")
    }

    @Test(arguments: [CameraPose(dx: 8, dy: -6), CameraPose(degrees: 5), CameraPose(dx: -3.5, dy: 2, degrees: -2)])
    func aMovedCameraMovesTheMarksAndTheTruth(pose: CameraPose) throws {
        let renderer = try Self.scene()
        let contact = try #require(renderer.script.contacts.first)
        let still = try #require(renderer.render(frame: contact.start).fingertip)
        renderer.conditions.camera = pose
        let truth = renderer.render(frame: contact.start)
        let centre = Point(x: 160, y: 120)
        #expect(truth.camera == pose)
        let tip = try #require(truth.fingertip), expected = pose.apply(still, centre: centre)
        #expect(abs(tip.x - expected.x) < 1e-9 && abs(tip.y - expected.y) < 1e-9)
        for mark in PrintedSheet.standard.markCentres.prefix(2) {
            let moved = pose.apply(renderer.cameraPoint(mark), centre: centre)
            let seen = try #require(Self.darkCentroid(renderer, near: moved, radius: 6))
            #expect(abs(seen.x - moved.x) < 1.2 && abs(seen.y - moved.y) < 1.2, "mark \(mark) at \(seen), not \(moved)")
        }
    }

    @Test func nailsCoverTheFingertip() throws {
        let renderer = try Self.scene("g") { $0.nails = true }
        let contact = try #require(renderer.script.contacts.first)
        let tip = try #require(renderer.render(frame: contact.start).fingertip)
        let nail = SkinTone.light.nail, seen = renderer.frame.rgb(x: Int(tip.x), y: Int(tip.y) + 2)
        #expect(seen == (nail.red, nail.green, nail.blue))
        let skin = renderer.frame.rgb(x: Int(tip.x), y: Int(tip.y) + 30)
        #expect(skin == (SkinTone.light.red, SkinTone.light.green, SkinTone.light.blue))
    }

    @Test func eightTonesSpanTheScale() {
        let tones = SkinTone.fitzpatrick
        #expect(tones.count == 8 && Set(tones.map(\.name)).count == 8)
        let lumas = tones.map { Int($0.red) + 2 * Int($0.green) + Int($0.blue) }
        #expect(lumas == lumas.sorted(by: >), "from very pale to very dark")
    }

    @Test func reencodingLosesMoreAtLowQualityAndBlurSoftensEdges() throws {
        let renderer = try Self.scene()
        renderer.renderReference()
        let clean = renderer.frame.pixels
        func error(_ change: (inout SceneConditions) -> Void) -> Double {
            change(&renderer.conditions)
            renderer.renderReference()
            defer { (renderer.conditions.jpegQuality, renderer.conditions.blur) = (nil, nil) }
            var total = 0.0
            for (a, b) in zip(clean, renderer.frame.pixels) { total += abs(Double(a) - Double(b)) }
            return total / Double(clean.count)
        }
        let q90 = error { $0.jpegQuality = 90 }, q20 = error { $0.jpegQuality = 20 }
        #expect(q90 > 0 && q20 > 2 * q90, "q 20 loses more than q 90 (\(q20), \(q90))")
        #expect(q20 < 12, "but the frame is still the frame")
        let defocus = error { $0.blur = .defocus(sigma: 3) }, motion = error { $0.blur = .motion(length: 9) }
        #expect(defocus > 0.2 && motion > 0.2, "blur changes the frame (\(defocus), \(motion))")
        (renderer.conditions.jpegQuality, renderer.conditions.blur) = (40, .defocus(sigma: 2))
        renderer.renderReference()
        let frame = renderer.frame.pixels
        renderer.renderReference()
        #expect(frame == renderer.frame.pixels, "the same conditions give the same frame")
    }

    @Test func edgeAimsLandWithinTwoPixelsOfAKeyEdge() throws {
        let renderer = try Self.scene("fjdkslgh", edges: true)
        for contact in renderer.script.contacts {
            let tip = try #require(renderer.render(frame: contact.start).fingertip)
            let key = renderer.keyboard.frames.keys[contact.keyIndex].frame
            let left = renderer.cameraPoint(Point(x: key.x, y: renderer.keyboardFromCamera.apply(tip).y))
            let right = renderer.cameraPoint(Point(x: key.maxX, y: renderer.keyboardFromCamera.apply(tip).y))
            let nearestEdge: Double = Swift.min(abs(tip.x - left.x), abs(tip.x - right.x))
            let tolerance: Double = 2.0 * 320.0 / 640.0 + 0.5
            #expect(nearestEdge <= tolerance)
            #expect(key.contains(renderer.keyboardFromCamera.apply(tip)), "the tip is on its own key")
        }
    }
}
