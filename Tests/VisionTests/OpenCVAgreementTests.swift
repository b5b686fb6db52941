import Foundation
import SceneRenderer
import TestSupport
import Testing
import TouchMapping
@testable import VisionPipeline

/// Each stage's output on the same frames against OpenCV's (`scripts/vision/opencv_stages.py`,
/// cv2 from `scripts/ensure-deps.sh --opencv`): skin masks, openings and components equal pixel
/// for pixel, the calibration's homography equal to `cv2.findHomography` within 1e-6 relative, and the
/// hand against the empty desk's reference equal to the script's (cv2.LUT, cv2.cvtColor / inRange, cv2.absdiff).
@Suite struct OpenCVAgreementTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Our three stages on one frame (identity corrections: the raw pixels, as OpenCV sees them).
    struct Ours {
        let skin: BitMask, opened: BitMask, components: [Component]
    }

    static func stages(_ pixels: [UInt8], _ layout: FrameLayout) -> Ours {
        let classifier = SkinClassifier()
        let skin = BitMask(width: layout.width, height: layout.height)
        let opened = BitMask(width: layout.width, height: layout.height),
            scratch = BitMask(width: layout.width, height: layout.height)
        pixels.withUnsafeBufferPointer {
            classifier.classify($0.baseAddress!, layout, columns: 0..<layout.width, rows: 0..<layout.height, into: skin)
        }
        skin.open(into: opened, scratch: scratch)
        let components = RunComponents(maxRuns: 1 << 20)
        _ = components.label(opened)
        return Ours(skin: skin, opened: opened, components: components.components)
    }

    static func ppm(_ pixels: [UInt8], _ layout: FrameLayout) -> Data {
        var out = Data("P6\n\(layout.width) \(layout.height)\n255\n".utf8)
        for y in 0..<layout.height {
            for x in 0..<layout.width {
                let at = y * layout.bytesPerRow + x * 4
                out.append(contentsOf: [
                    pixels[at + layout.order.redOffset], pixels[at + 1], pixels[at + layout.order.blueOffset],
                ])
            }
        }
        return out
    }

    static func pgm(_ url: URL) throws -> [UInt8] {
        let data = try Data(contentsOf: url)
        var newlines = 0, start = 0
        for (index, byte) in data.enumerated() where byte == 10 {
            newlines += 1
            if newlines == 3 { start = index + 1; break }
        }
        return Array(data[start...])
    }

    /// The frames: a typing frame per skin tone, a colour sweep over much of RGB, a very noisy frame.
    static func frames() throws -> [(pixels: [UInt8], layout: FrameLayout)] {
        var frames: [(pixels: [UInt8], layout: FrameLayout)] = []
        for (index, tone) in [SkinTone.light, .medium, .dark].enumerated() {
            let renderer = try TestScenes.renderer("kb")
            renderer.conditions.tones = [tone]
            renderer.conditions.noise = index == 2 ? 30 : 3
            let contact = try #require(renderer.script.contacts.first)
            renderer.render(frame: contact.start)
            frames.append((renderer.frame.pixels, try TestScenes.layout(renderer)))
        }
        frames.append(
            TestScenes.frame(width: 256, height: 256, order: .bgra) { x, y in
                (UInt8(x), UInt8((x * 7 + y * 3) & 255), UInt8(y))
            })
        return frames
    }

    @Test(.needs(.openCV)) func everyStageAgreesWithOpenCV() throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("vision-opencv")
        let directory = URL(fileURLWithPath: scratch.path, isDirectory: true)
        let frames = try Self.frames()
        for (index, frame) in frames.enumerated() {
            try Self.ppm(frame.pixels, frame.layout).write(to: directory.appendingPathComponent("frame-\(index).ppm"))
        }
        // The calibration's marks (camera) → the sheet's centres: the homography the pipeline solved.
        let renderer = try TestScenes.renderer()
        let pipeline = try TestScenes.pipeline(renderer)
        let marks = try renderer.frame.pixels.withUnsafeBufferPointer { buffer throws(VisionError) -> [Point] in
            pipeline.reference.markDark(into: pipeline.raw)
            pipeline.components.label(pipeline.raw)
            defer { pipeline.raw.clear() }
            return try MarkFinder.find(in: pipeline.components, width: 320, height: 240).centres
        }
        let numbers = (marks + PrintedSheet.standard.markCentres).flatMap { [$0.x, $0.y] }
        try numbers.map { String($0) }.joined(separator: " ").write(
            to: directory.appendingPathComponent("points.txt"), atomically: true, encoding: .utf8)

        let range = SkinRange.standard
        let arguments = [
            Self.root.appendingPathComponent("scripts/vision/opencv_stages.py").path, directory.path,
            "\(range.hueLow)", "\(range.hueHigh)", "\(range.saturation.lowerBound)", "\(range.saturation.upperBound)",
            "\(range.value.lowerBound)", "\(range.value.upperBound)",
        ]
        let opencv = try TestProcess.run("/usr/bin/env", ["python3"] + arguments)
        try #require(
            opencv.exitCode == 0, "OpenCV is needed (scripts/ensure-deps.sh --opencv installs it): \(opencv.stderr)")

        for (index, frame) in frames.enumerated() {
            let ours = Self.stages(frame.pixels, frame.layout)
            let skin = try Self.pgm(directory.appendingPathComponent("cv-skin-\(index).pgm"))
            let opened = try Self.pgm(directory.appendingPathComponent("cv-open-\(index).pgm"))
            #expect(skin.count == frame.layout.width * frame.layout.height)
            #expect(zip(ours.skin.bytes(), skin).filter { $0 != $1 }.count == 0, "frame \(index): skin masks differ")
            #expect(zip(ours.opened.bytes(), opened).filter { $0 != $1 }.count == 0, "frame \(index): openings differ")
            #expect(ours.skin.population > 0, "frame \(index) has skin to compare")
            let lines = try String(
                contentsOf: directory.appendingPathComponent("cv-components-\(index).txt"), encoding: .utf8
            )
            .split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
            let mine = ours.components.map { c in
                [
                    Double(c.area), Double(c.minX), Double(c.minY), Double(c.maxX - c.minX + 1),
                    Double(c.maxY - c.minY + 1), c.centroid.x, c.centroid.y,
                ]
            }.sorted { $0.lexicographicallyPrecedes($1) }
            #expect(mine.count == lines.count, "frame \(index): \(mine.count) components, OpenCV \(lines.count)")
            if index < 3 {
                try Self.expectTipAgrees(ours, directory.appendingPathComponent("cv-tip-\(index).txt"), index)
            }
            for (a, b) in zip(mine, lines) {
                #expect(
                    a.prefix(5) == b.prefix(5) && abs(a[5] - b[5]) < 1e-6 && abs(a[6] - b[6]) < 1e-6,
                    "frame \(index): \(a) vs \(b)")
            }
        }
        let theirs = try String(contentsOf: directory.appendingPathComponent("cv-homography.txt"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        let ours = pipeline.cameraToKeyboard.entries + [1]
        #expect(theirs.count == 9)
        // Gaussian elimination here, OpenCV's solver there: equal to 1e-6 relative (seen: ≤ 1e-7).
        for (a, b) in zip(ours, theirs) {
            #expect(abs(a - b) <= 1e-6 * Swift.max(abs(b), 1e-3), "homography \(ours) vs \(theirs)")
        }
    }

    /// The pipeline's fingertip (the middle of the largest component's first run) against the topmost
    /// vertices of the convex hull of that component's contour (cv2.findContours, cv2.convexHull): the same
    /// row, and the same middle (pixel centres: ours is `(topStart + topEnd − 1) / 2`).
    static func expectTipAgrees(_ ours: Ours, _ file: URL, _ index: Int) throws {
        let largest = try #require(ours.components.indices.max { ours.components[$0].area < ours.components[$1].area })
        let hand = ours.components[largest]
        let cv = try String(contentsOf: file, encoding: .utf8).split(whereSeparator: \.isWhitespace).compactMap {
            Int($0)
        }
        try #require(cv.count == 3, "frame \(index): \(cv)")
        #expect(hand.topRow == cv[0], "frame \(index): tip row \(hand.topRow), OpenCV's hull \(cv[0])")
        let mine = Double(hand.topStart + hand.topEnd - 1) / 2, theirs = Double(cv[1] + cv[2]) / 2
        #expect(mine == theirs, "frame \(index): tip x \(mine), OpenCV's hull \(theirs)")
    }

    /// The script's arguments for `directory`: the HSV box.
    static func arguments(_ directory: URL) -> [String] {
        let range = SkinRange.standard
        return [
            root.appendingPathComponent("scripts/vision/opencv_stages.py").path, directory.path,
            "\(range.hueLow)", "\(range.hueHigh)", "\(range.saturation.lowerBound)", "\(range.saturation.upperBound)",
            "\(range.value.lowerBound)", "\(range.value.upperBound)",
        ]
    }

    /// A pipeline's reference as the script reads it: its corrected colour, where it is skin-like, the
    /// thresholds and the corrections.
    static func writeReference(of pipeline: VisionPipeline, to directory: URL) throws {
        let reference = pipeline.reference, width = reference.width, height = reference.height
        var colour = Data("P6\n\(width) \(height)\n255\n".utf8)
        colour.append(UnsafeBufferPointer(start: reference.colour.pointer, count: 3 * width * height))
        try colour.write(to: directory.appendingPathComponent("hand-reference.ppm"))
        var skinLike = Data("P5\n\(width) \(height)\n255\n".utf8)
        skinLike.append(contentsOf: reference.skinLike.bytes())
        try skinLike.write(to: directory.appendingPathComponent("hand-skinlike.pgm"))
        let corrections = (0..<768).map { String(pipeline.classifier.corrections[$0]) }.joined(separator: " ")
        try "\(pipeline.segmenter.chroma) \(pipeline.segmenter.brighter)\n\(corrections)\n".write(
            to: directory.appendingPathComponent("hand.txt"), atomically: true, encoding: .utf8)
    }

    @Test(.needs(.openCV), arguments: [TableSurface.plain, .wood])
    func handAgainstTheReferenceAgreesWithOpenCV(table: TableSurface) throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("vision-opencv-hand")
        let directory = URL(fileURLWithPath: scratch.path, isDirectory: true)
        let renderer = try TestScenes.renderer("kb")
        renderer.conditions.table = table
        let pipeline = try TestScenes.pipeline(renderer)
        try Self.writeReference(of: pipeline, to: directory)
        let layout = try TestScenes.layout(renderer)
        let contact = try #require(renderer.script.contacts.first)
        // Very pale skin, a light hand with nails, dark skin in noise: what colour alone misses and what it finds.
        let scenes: [(SkinTone, Bool, Double)] = [
            (SkinTone.fitzpatrick[0], false, 3), (.light, true, 3), (.dark, false, 10),
        ]
        var ours: [BitMask] = []
        for (index, scene) in scenes.enumerated() {
            (renderer.conditions.tones, renderer.conditions.nails, renderer.conditions.noise) = (
                [scene.0], scene.1, scene.2
            )
            renderer.render(frame: contact.start)
            try Self.ppm(renderer.frame.pixels, layout).write(
                to: directory.appendingPathComponent("frame-\(index).ppm"))
            let mask = BitMask(width: layout.width, height: layout.height)
            renderer.frame.pixels.withUnsafeBufferPointer {
                pipeline.segmenter.classify(
                    $0.baseAddress!, layout, columns: 0..<layout.width, rows: 0..<layout.height, into: mask)
            }
            ours.append(mask)
        }
        let opencv = try TestProcess.run("/usr/bin/env", ["python3"] + Self.arguments(directory))
        try #require(
            opencv.exitCode == 0, "OpenCV is needed (scripts/ensure-deps.sh --opencv installs it): \(opencv.stderr)")
        for (index, mask) in ours.enumerated() {
            let theirs = try Self.pgm(directory.appendingPathComponent("cv-hand-\(index).pgm"))
            #expect(theirs.count == layout.width * layout.height)
            #expect(
                zip(mask.bytes(), theirs).filter { $0 != $1 }.count == 0, "\(table) frame \(index): hand masks differ")
            #expect(mask.population > 200, "\(table) frame \(index) has a hand to compare")
        }
    }
}
