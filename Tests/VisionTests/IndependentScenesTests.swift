import SceneRenderer
import TestSupport
import Testing
import TouchMapping
import VisionPipeline

/// The pipeline on sessions it did not draw: `scripts/vision/independent_scenes.py` (NumPy + OpenCV: its
/// own camera, desk, hand, shadow and optics; the print from `vision-frames sheet`) writes small 320 × 240
/// sessions, replayed here as `vision-replay` replays them. The floors are what the pipeline reaches today
/// on these seeds; `scripts/vision/independent-check.sh` reports every condition at 640 × 480.
@Suite struct IndependentScenesTests {
    /// What a replay saw: the calibration's refusal, or the scores and the frames per health state.
    struct Replayed {
        var refusal: VisionError?
        var score = TouchEventScorer(contacts: []).score
        var health = HealthCounts()
        var frames = 0
    }

    /// The session in `directory` through a pipeline calibrated on its calibration frame, scored as
    /// `vision-replay` scores it (contacts closed two frames before the end; two keys pressed in one frame
    /// are two events).
    static func replay(_ directory: String) throws -> Replayed {
        let session = try RecordedSession.load(directory: directory)
        let layout = try FrameLayout(width: session.width, height: session.height)
        var buffer = [UInt8](repeating: 0, count: session.frameBytes)
        try session.readFrame(nil, into: &buffer)
        let pipeline: VisionPipeline
        do {
            pipeline = try VisionPipeline.calibrated(reference: buffer, layout: layout, keyboard: session.keyboard)
        } catch {
            return Replayed(refusal: error)
        }
        var scorer = TouchEventScorer(
            contacts: session.touches.filter { $0.end + 2 < session.frameCount }.map {
                ContactWindow(start: $0.start, end: $0.end, keyIndex: $0.keyIndex)
            })
        for index in 0..<session.frameCount {
            try session.readFrame(index, into: &buffer)
            let outcome = try pipeline.process(
                buffer, layout: layout, timestamp: Double(index) / session.framesPerSecond)
            if let press = outcome.press { scorer.record(keyIndex: press.keyIndex, frame: index) }
            if let press = outcome.secondPress { scorer.record(keyIndex: press.keyIndex, frame: index) }
            scorer.recordTip(seen: outcome.fingertip, truth: session.fingertips[index])
        }
        return Replayed(score: scorer.score, health: pipeline.counters.health, frames: session.frameCount)
    }

    /// Writes the print with `vision-frames sheet` and one session per condition (8 touches, seed 5 unless
    /// told, 320 × 240 unless told; `noiseSeed`: the sensor noise from a generator of its own). The frames
    /// are packed RGBA, not PNG: the same pixels, without a PNG encoder and decoder's CPU in every test (the
    /// PNG reading has its own tests, `SessionPNGTests`).
    static func sessions(
        _ conditions: [String], in scratch: TemporaryDirectory, width: Int = 320, height: Int = 240, seed: Int = 5,
        touches: Int = 8, noiseSeed: Int? = nil
    ) throws -> [String: String] {
        let tool = TestProducts.path("vision-frames")
        let sheet = try TestProcess.run(
            tool, ["sheet", scratch.at("sheet"), "--width", "\(width)", "--height", "\(height)"])
        try #require(sheet.exitCode == 0, "vision-frames sheet: \(sheet.stderr)")
        let script = TestProducts.packageRoot + "/scripts/vision/independent_scenes.py"
        var folders: [String: String] = [:]
        for condition in conditions {
            let folder = scratch.at(condition)
            let generated = try TestProcess.run(
                "/usr/bin/env",
                [
                    "python3", script, "--sheet", scratch.at("sheet"), "--out", folder, "--condition", condition,
                    "--touches", "\(touches)", "--seed", "\(seed)", "--format", "rgba",
                ] + (noiseSeed.map { ["--noise-seed", "\($0)"] } ?? []))
            try #require(generated.exitCode == 0, "independent_scenes.py \(condition): \(generated.stderr)")
            folders[condition] = folder
        }
        return folders
    }

    /// Plain desk, wood, the camera shifted 10 px after frame 60, the lamp straight behind the user and
    /// above the desk: calibration succeeds (or is refused with a named error), no touch is ever false,
    /// every frame has a health state, the plain desk, the moved camera and the shadow hidden under the
    /// finger keep their touches, and shadows that cannot be seen are reported.
    @Test(.needs(.openCV)) func independentSessionsThroughThePipeline() throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("independent-scenes")
        let folders = try Self.sessions(["plain", "wood", "shift10", "lamp_behind", "lamp_overhead"], in: scratch)
        for (condition, folder) in folders.sorted(by: { $0.key < $1.key }) {
            let replayed = try Self.replay(folder)
            if let refusal = replayed.refusal {
                // A refusal names what it could not see; none is expected on these desks today.
                Issue.record("\(condition): calibration refused: \(refusal)")
                continue
            }
            let score = replayed.score
            #expect(score.contacts == 8, "\(condition): \(score.contacts) contacts scored")
            #expect(score.falseTouches == 0 && score.precision == 1, "\(condition): \(score)")
            let counted = VisionHealth.allCases.reduce(0) { $0 + replayed.health[$1] }
            #expect(counted == replayed.frames, "\(condition): \(counted) of \(replayed.frames) frames have a health")
            // Touches lost are not lost silently: some frames are then reported as not ok.
            #expect(
                score.keyAccuracy == 1 || replayed.health[.ok] < replayed.frames,
                "\(condition): \(score) with every frame ok")
            switch condition {
            case "plain":
                #expect(score.keyAccuracy >= 0.85, "plain: \(score)")
                #expect(score.meanTipError < 2, "plain: \(score)")
                #expect(replayed.health[.ok] == replayed.frames, "plain: every frame ok")
            case "shift10":
                #expect(score.keyAccuracy >= 0.85, "shift10: \(score)")
                #expect(replayed.health[.recalibrating] > 0, "shift10: the move is reported")
            case "lamp_behind":
                // The finger along its own shadow: the shadow closes in and slides under the finger.
                #expect(score.keyAccuracy >= 0.85, "lamp_behind: \(score)")
            case "lamp_overhead":
                // Every shadow under the hand: no touch can be seen, and the frames say so.
                #expect(replayed.health[.noShadow] > replayed.frames / 3, "lamp_overhead: \(replayed.health)")
            default:
                // Wood loses touches (5–6 of 8 on this seed) and says so (no_sheet frames); no floor asserted.
                break
            }
        }
    }

    /// The camera yawed 9° on its stand after calibration (a new perspective, seed 1 at 640 × 480): the
    /// move is seen and followed — the light is read only where the reference sits where the frame's marks
    /// say, so the tilted print beside the paper is never taken for a change of light that hides the move.
    @Test(.needs(.openCV)) func aCameraYawedAfterCalibrationIsFollowed() throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("independent-yaw")
        let folders = try Self.sessions(["yaw9"], in: scratch, width: 640, height: 480, seed: 1)
        let replayed = try Self.replay(try #require(folders["yaw9"]))
        #expect(replayed.refusal == nil)
        #expect(replayed.health[.recalibrating] > 0, "the move is reported: \(replayed.health)")
        #expect(replayed.score.keyAccuracy >= 0.85 && replayed.score.falseTouches == 0, "\(replayed.score)")
    }

    /// The same yaw at 320 × 240 (seed 1, 40 touches) scores as at 640 × 480: the marks are searched
    /// over the same stretch of the scene at both sizes. Tipped on its stand, the camera sees beyond the
    /// desk's edge a dark square about 16 px from the bottom-right mark; a search of 16 frame pixels
    /// around the mark (twice the scene at half size) pulls its centroid onto that square, the plane is no
    /// longer fitted (`sheet_unfit` for the rest of the session) and the print misplaced ahead of a
    /// hovering tip reads as its shadow: presses three frames early, false touches and missed keys.
    @Test(.needs(.openCV)) func aCameraYawedAtHalfSizeIsFollowedAsAtFullSize() throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("independent-yaw-half")
        let folders = try Self.sessions(["yaw9"], in: scratch, width: 320, height: 240, seed: 1, touches: 40)
        let replayed = try Self.replay(try #require(folders["yaw9"]))
        #expect(replayed.refusal == nil)
        #expect(replayed.health[.recalibrating] > 0, "the move is reported: \(replayed.health)")
        #expect(replayed.health[.sheetUnfit] == 0, "the new perspective is fitted: \(replayed.health)")
        #expect(replayed.score.keyAccuracy >= 0.97 && replayed.score.falseTouches == 0, "\(replayed.score)")
    }

    /// A plain desk at 320 × 240 (seed 3, 40 touches), where a finger is 8 px wide: every press is seen,
    /// none early. A finger hovering 2–4 px up casts its cap's shadow ahead of the tip as a crescent a
    /// pixel or two thick beside the grown skin, too thin for the block that starts a shadow's top, while
    /// the body's shadow beside the finger reaches the tip's row as at contact: the gap read 0 for up to
    /// six frames before each contact (0.90, 5 false touches) unless the shadow found at the tip's row is
    /// followed up to its topmost row. And the coarse scan sampled the finger two samples wide in frame
    /// pixels: its vote dropped the cap, the region of interest ended below it and the tip sat 3–5 px
    /// low, reading the shadow beside the cap as an open gap at contact (missed presses).
    @Test(.needs(.openCV)) func aHoveringFingerAtHalfSizeIsNotTouching() throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("independent-half-hover")
        let folders = try Self.sessions(["plain"], in: scratch, width: 320, height: 240, seed: 3, touches: 40)
        let replayed = try Self.replay(try #require(folders["plain"]))
        #expect(replayed.refusal == nil)
        #expect(replayed.score.falseTouches == 0 && replayed.score.precision == 1, "\(replayed.score)")
        #expect(replayed.score.keyAccuracy >= 0.97, "\(replayed.score)")
        #expect(replayed.score.meanTipError < 1, "\(replayed.score)")
        #expect(replayed.health[.ok] == replayed.frames, "\(replayed.health)")
    }

    /// The camera yawed 9° on its stand (seed 3 at 640 × 480): the sheet's bottom-left mark leaves the
    /// frame and only two marks are found once the camera settles, while the tipping frames before, each a
    /// few pixels on from the last, never confirmed the move. The two marks and the print points beside them fit the plane; that fit is followed from
    /// frame to frame and confirms the move like a fit of three marks, instead of the session losing the
    /// sheet (`no_sheet` on hand-free frames, no camera move, half the keys missed).
    @Test(.needs(.openCV)) func aCameraYawedOutOfTwoMarksIsFollowedOnThePrint() throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("independent-yaw-print")
        let folders = try Self.sessions(["yaw9"], in: scratch, width: 640, height: 480, seed: 3, touches: 16)
        let replayed = try Self.replay(try #require(folders["yaw9"]))
        #expect(replayed.refusal == nil)
        #expect(replayed.health[.recalibrating] > 0, "the move is reported: \(replayed.health)")
        #expect(replayed.health[.noSheet] == 0, "the sheet is seen: \(replayed.health)")
        #expect(replayed.score.keyAccuracy >= 0.97 && replayed.score.falseTouches == 0, "\(replayed.score)")
    }
}
