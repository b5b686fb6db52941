import SceneRenderer
import TestSupport
import Testing
import TouchMapping
@testable import VisionPipeline

/// A blurred camera: how far its optics spread an edge is measured on the marks at calibration
/// (`EdgeSpread`), and a finger resting on the paper, its cap smeared a row or two above the top its
/// mask keeps, is read as touching, not as a finger hovering that far up.
@Suite struct MotionBlurTests {
    /// A luma frame `width` × `height` of paper (230) with four ink squares (30) of side `side` at
    /// `centres`, each row then averaged over `box` pixels along the row (a camera moving sideways).
    static func marks(width: Int, height: Int, centres: [Point], side: Int, box: Int) -> [UInt8] {
        var sharp = [UInt8](repeating: 230, count: width * height)
        for centre in centres {
            for y in Int(centre.y) - side / 2..<Int(centre.y) + side / 2 {
                for x in Int(centre.x) - side / 2..<Int(centre.x) + side / 2 { sharp[y * width + x] = 30 }
            }
        }
        guard box > 1 else { return sharp }
        var blurred = sharp
        for y in 0..<height {
            for x in box / 2..<width - box / 2 {
                var sum = 0
                for k in -(box / 2)...(box / 2) { sum += Int(sharp[y * width + x + k]) }
                blurred[y * width + x] = UInt8(sum / box)
            }
        }
        return blurred
    }

    static let centres = [Point(x: 40, y: 40), Point(x: 160, y: 40), Point(x: 160, y: 110), Point(x: 40, y: 110)]

    /// A sharp step spreads over less than a pixel both ways; a 9 px blur along the rows spreads the
    /// marks' left and right edges over about 0.6 of it (20 % to 80 %) and leaves their top and bottom sharp.
    @Test func theSpreadFollowsTheBlurAlongItsAxis() {
        for (box, across, down) in [(1, 0.0...1.0, 0.0...1.0), (9, 4.5...6.0, 0.0...1.0)] {
            let luma = Self.marks(width: 200, height: 150, centres: Self.centres, side: 20, box: box)
            let spread = luma.withUnsafeBufferPointer {
                EdgeSpread.measure(
                    luma: $0.baseAddress!, width: 200, height: 150, centres: Self.centres, halfSize: (10, 10))
            }
            #expect(across.contains(spread.x), "box \(box): across \(spread.x)")
            #expect(down.contains(spread.y), "box \(box): down \(spread.y)")
        }
    }

    /// Marks the profiles cannot see (a frame of paper only) give no spread, not a made-up one.
    @Test func noMarksNoSpread() {
        let paper = [UInt8](repeating: 230, count: 200 * 150)
        let spread = paper.withUnsafeBufferPointer {
            EdgeSpread.measure(
                luma: $0.baseAddress!, width: 200, height: 150, centres: Self.centres, halfSize: (10, 10))
        }
        #expect(spread == EdgeSpread())
    }

    /// The independent generator's own optics, measured through a calibrated pipeline: its sharp camera
    /// (plain, JPEG q20) spreads an edge over about a pixel and no row is taken for the cap's blur; its
    /// 9 px motion blur at 20° spreads the rows' edges over more than 4 px and the columns' over nearly
    /// 2; defocus (σ 2) spreads both ways. At 640 × 480 all of them still read a closed gap.
    @Test(.needs(.openCV)) func theGeneratorsOpticsAreMeasured() throws {
        let scratch = try TemporaryDirectory("edge-spread")
        let conditions = ["plain", "jpeg20", "motion9", "defocus2"]
        let folders = try IndependentScenesTests.sessions(
            conditions, in: scratch, width: 640, height: 480, seed: 7, touches: 1)
        var rises: [String: Int] = [:]
        for condition in conditions {
            let pipeline = try Self.calibrated(try #require(folders[condition]))
            rises[condition] = pipeline.blurRise
            #expect(!pipeline.blurHidesLift, "\(condition): \(pipeline.edgeSpread)")
            if condition == "motion9" { #expect(pipeline.edgeSpread.x > 4, "motion9 across \(pipeline.edgeSpread.x)") }
        }
        #expect(rises == ["plain": 0, "jpeg20": 0, "motion9": 1, "defocus2": 1])
    }

    /// `motion9` at 640 × 480, seed 4, 24 touches: at contact the blurred cap reads as a crescent of shadow
    /// a row above the fingertip on about half the frames, the gap alternating 0 and 4–5 px; read as
    /// hovering, 5 of the 24 contacts were never held closed for the debounce, while every frame said `ok`.
    @Test(.needs(.openCV)) func aBlurredFingerOnThePaperIsPressed() throws {
        let replayed = try IndependentScenesTests.generatedFrames(
            "motion9", width: 640, height: 480, seed: 4, touches: 24)
        replayed.expectEveryContactPressedOnItsKey()
    }

    /// `motion9` at 320 × 240, seed 3: the 9 px blur spans more than half a fingertip's width there, and a
    /// finger hovering a few pixels up reads a closed gap on four frames and more in a row (3 false
    /// touches when pressed). No press is taken from a closed gap then, and those frames say the touch
    /// cannot be read (`no_shadow`), never `ok`.
    @Test(.needs(.openCV)) func aFrameTooBlurredToReadALiftSaysSo() throws {
        let scratch = try TemporaryDirectory("too-blurred")
        let folder = try #require(
            try IndependentScenesTests.sessions(["motion9"], in: scratch, seed: 3, touches: 12)["motion9"])
        #expect(try Self.calibrated(folder).blurHidesLift)
        let replayed = try IndependentScenesTests.frames(folder)
        #expect(replayed.presses.isEmpty, "presses \(replayed.presses)")
        #expect(replayed.health.contains(.noShadow))
    }

    /// A pipeline calibrated on the calibration frame of the session in `directory`.
    static func calibrated(_ directory: String) throws -> VisionPipeline {
        let session = try RecordedSession.load(directory: directory)
        let layout = try FrameLayout(width: session.width, height: session.height)
        var buffer = [UInt8](repeating: 0, count: session.frameBytes)
        try session.readFrame(nil, into: &buffer)
        return try VisionPipeline.calibrated(reference: buffer, layout: layout, keyboard: session.keyboard)
    }
}
