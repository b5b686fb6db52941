import Foundation
import SceneRenderer
import TestSupport
import Testing
import TouchMapping

@testable import VisionPipeline

/// `Fingertip.locate` against OpenCV's fingertip (`scripts/vision/opencv_fingertip.py`: cv2.findContours,
/// cv2.fitLine on the finger's two edges, the axis's end at the contour's farthest reach along it) on
/// tilted fingers whose axis end is known: capsules tilted −25°…25° at four sub-pixel positions, and
/// the renderer's hands (the pipeline's own hand masks) turned about their true tip by the same tilts.
@Suite struct FingertipOpenCVTests {
    /// One mask to compare: the finger's tilt (degrees, clockwise from upright), where its axis ends.
    struct Case {
        let mask: BitMask, truth: Point, degrees: Double
    }

    /// Tip errors (px) of one estimate against the truth, per tilt.
    struct Errors {
        var byTilt: [Double: [Double]] = [:]
        mutating func add(_ error: Double, at degrees: Double) { byTilt[degrees, default: []].append(error) }
        var all: [Double] { byTilt.values.flatMap { $0 } }
        var mean: Double { all.reduce(0, +) / Double(Swift.max(all.count, 1)) }
        var max: Double { all.max() ?? 0 }
    }

    /// The tilts compared (degrees, clockwise from upright).
    static let tilts = stride(from: -25.0, through: 25, by: 5).map { $0 }

    /// Capsules of radius 7.5 at every tilt, each at four sub-pixel positions of its tip.
    static func capsules() -> [Case] {
        tilts.flatMap { degrees in
            [(0.0, 0.0), (0.25, 0.4), (0.5, 0.1), (0.75, 0.7)].map { offset in
                let centre = Point(x: 100 + offset.0, y: 30 + offset.1)
                let (mask, _) = FingertipTests.finger(tip: centre, radius: 7.5, length: 90, degrees: degrees)
                return Case(
                    mask: mask, truth: FingertipTests.axisEnd(tip: centre, radius: 7.5, degrees: degrees),
                    degrees: degrees)
            }
        }
    }

    /// The pipeline's hand mask (its opened mask) at the first frame of five contacts, each in its own
    /// skin tone and sensor noise; 640 × 480 (a finger 16 px wide). No nails: the pipeline's mask leaves a
    /// nail out, which moves every estimate alike (a segmentation matter, not the fingertip's).
    static func renderedHands() throws -> [(mask: BitMask, tip: Point)] {
        let renderer = try TestScenes.renderer("kfjdl", settings: TestScenes.settings(width: 640, height: 480))
        let layout = try TestScenes.layout(renderer)
        let scenes: [(SkinTone, Double)] = [
            (.light, 3), (.medium, 10), (.dark, 6), (SkinTone.fitzpatrick[1], 0), (SkinTone.fitzpatrick[4], 8),
        ]
        var hands: [(mask: BitMask, tip: Point)] = []
        for (contact, scene) in zip(renderer.script.contacts, scenes) {
            (renderer.conditions.tones, renderer.conditions.noise) = ([scene.0], scene.1)
            let pipeline = try TestScenes.pipeline(renderer)
            let truth = renderer.render(frame: contact.start)
            let outcome = try pipeline.process(renderer.frame.pixels, layout: layout, timestamp: truth.timestamp)
            let tip = try #require(truth.fingertip), seen = try #require(outcome.fingertip)
            #expect(
                seen.distance(to: tip) < 4, "\(scene): the pipeline's hand is its finger (seen \(seen), true \(tip))")
            let mask = BitMask(width: layout.width, height: layout.height)
            mask.copy(from: pipeline.opened)
            hands.append((mask, tip))
        }
        return hands
    }

    /// `mask` turned by `degrees` clockwise about `pivot` (nearest pixel): an upright finger whose tip is
    /// `pivot` becomes one tilted by `degrees` whose axis still ends there.
    static func turned(_ mask: BitMask, by degrees: Double, about pivot: Point) -> BitMask {
        let out = BitMask(width: mask.width, height: mask.height)
        let angle = degrees * .pi / 180, c = cos(angle), s = sin(angle)
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                let dx = Double(x) + 0.5 - pivot.x, dy = Double(y) + 0.5 - pivot.y
                let sx = (pivot.x + c * dx + s * dy).rounded(.down), sy = (pivot.y - s * dx + c * dy).rounded(.down)
                out[x, y] = sx >= 0 && sy >= 0 && mask[Int(sx), Int(sy)]
            }
        }
        return out
    }

    /// The rendered hands turned by every tilt.
    static func renderedCases() throws -> [Case] {
        try renderedHands().flatMap { hand in
            tilts.map { Case(mask: turned(hand.mask, by: $0, about: hand.tip), truth: hand.tip, degrees: $0) }
        }
    }

    /// The largest component of `mask`: the hand, as the pipeline picks it.
    static func hand(_ mask: BitMask) throws -> Component {
        let components = RunComponents(maxRuns: 1 << 16)
        _ = components.label(mask)
        return components[try #require(components.largest)]
    }

    /// `mask` as a binary PGM (255 set, 0 clear).
    static func writePGM(_ mask: BitMask, to path: String) throws {
        var data = Data("P5\n\(mask.width) \(mask.height)\n255\n".utf8)
        data.append(contentsOf: mask.bytes())
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// OpenCV's answers for `cases`: (a) the axis's end by fitLine, (b) the hull's vertex along the axis,
    /// (c) the hull's topmost middle; and its time per mask (µs).
    static func openCV(_ cases: [Case], in scratch: TemporaryDirectory) throws -> (tips: [[Point]], micros: Double) {
        for (index, item) in cases.enumerated() { try writePGM(item.mask, to: scratch.at("mask-\(index).pgm")) }
        let script = OpenCVAgreementTests.root.appendingPathComponent("scripts/vision/opencv_fingertip.py").path
        let run = try TestProcess.run("/usr/bin/env", ["python3", script, scratch.path, "--repeat", "3"])
        try #require(run.exitCode == 0, "OpenCV is needed (scripts/ensure-deps.sh --opencv installs it): \(run.stderr)")
        let tips = try cases.indices.map { index in
            let numbers = try String(contentsOfFile: scratch.at("cv-fingertip-\(index).txt"), encoding: .utf8)
                .split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
            try #require(numbers.count == 8, "mask \(index): OpenCV found no fingertip")
            return stride(from: 0, to: 6, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
        }
        let micros = try String(contentsOfFile: scratch.at("cv-timing.txt"), encoding: .utf8)
        return (tips, Double(micros.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0)
    }

    /// Ours, OpenCV's fitLine, its hull and the topmost point against the truth, and ours against fitLine.
    static func compare(_ cases: [Case], _ label: String) throws -> [String: Errors] {
        let scratch = try TemporaryDirectory("vision-fingertip-opencv")
        let (theirs, micros) = try openCV(cases, in: scratch)
        var errors: [String: Errors] = [:], spent = 0.0
        for (item, cv) in zip(cases, theirs) {
            let hand = try hand(item.mask), start = Date()
            let mine = Fingertip.locate(hand, in: item.mask)
            spent += Date().timeIntervalSince(start)
            for (name, point) in zip(["ours", "fitLine", "hull", "topmost"], [mine] + cv) {
                errors[name, default: Errors()].add(point.distance(to: item.truth), at: item.degrees)
            }
            errors["ours-fitLine", default: Errors()].add(mine.distance(to: cv[0]), at: item.degrees)
        }
        if ProcessInfo.processInfo.environment["VISION_FINGERTIP_TABLE"] != nil {
            printTable(errors, label, ours: spent / Double(cases.count) * 1e6, openCV: micros)
        }
        return errors
    }

    /// The comparison table (mean / max px per tilt), printed with VISION_FINGERTIP_TABLE set.
    static func printTable(_ errors: [String: Errors], _ label: String, ours: Double, openCV: Double) {
        let names = ["ours", "fitLine", "hull", "topmost", "ours-fitLine"]
        print("\(label) | tilt | " + names.joined(separator: " | "))
        func cell(_ values: [Double]) -> String {
            String(format: "%.2f / %.2f", values.reduce(0, +) / Double(values.count), values.max() ?? 0)
        }
        for degrees in tilts {
            print(
                "\(label) | \(Int(degrees)) | "
                    + names.map { cell(errors[$0]?.byTilt[degrees] ?? [0]) }.joined(separator: " | "))
        }
        print("\(label) | all | " + names.map { cell(errors[$0]?.all ?? [0]) }.joined(separator: " | "))
        print("\(label) | µs per call: ours \(ours) (this build), OpenCV \(openCV) (its contour, fits and hull)")
    }

    @Test(.needs(.openCV)) func tiltedCapsulesAgreeWithOpenCVsAxisEnd() throws {
        try ToolAvailability.require(.openCV)
        let errors = try Self.compare(Self.capsules(), "capsule")
        // Measured (44 capsules): ours 0.37 mean / 0.53 max px from the axis end, OpenCV's fitLine 0.26 / 0.50,
        // its hull vertex 1.05 / 2.93, the topmost point 1.82 / 3.54; ours 0.44 / 0.86 px from fitLine's.
        #expect(try #require(errors["ours"]).max < 0.6, "ours: \(errors["ours"]!.byTilt)")
        #expect(try #require(errors["fitLine"]).max < 0.6, "OpenCV: \(errors["fitLine"]!.byTilt)")
        #expect(try #require(errors["ours-fitLine"]).max < 0.9, "ours vs OpenCV: \(errors["ours-fitLine"]!.byTilt)")
        #expect(try #require(errors["topmost"]).mean > 3 * errors["ours"]!.mean, "the axis end is what is measured")
    }

    @Test(.needs(.openCV)) func turnedRendererHandsAgreeWithOpenCVsAxisEnd() throws {
        try ToolAvailability.require(.openCV)
        let cases = try Self.renderedCases()
        #expect(cases.count == 5 * Self.tilts.count)
        let errors = try Self.compare(cases, "renderer")
        let ours = try #require(errors["ours"]), fitLine = try #require(errors["fitLine"])
        // Measured (55 masks): OpenCV's fitLine 0.35 mean / 0.62 max px from the true tip; ours 0.83 / 2.36
        // (1.42 / 2.25 at 10°): ours moves the topmost run's middle by the round cap's offset, and on these
        // caps the topmost run is a short run at one side; fitLine takes the whole cap's reach along the axis.
        #expect(fitLine.max < 0.7, "OpenCV: \(fitLine.byTilt)")
        #expect(ours.mean < 0.9 && ours.max < 2.5, "ours: \(ours.byTilt)")
        #expect(try #require(errors["ours-fitLine"]).max < 2.8, "ours vs OpenCV: \(errors["ours-fitLine"]!.byTilt)")
        withKnownIssue("ours is up to 2.4 px from a turned hand's tip where OpenCV's fitLine is within 0.62 px") {
            #expect(ours.max < 0.7, "ours: \(ours.byTilt)")
        }
    }
}
