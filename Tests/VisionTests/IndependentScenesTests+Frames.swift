import SceneRenderer
import TestSupport
import Testing
import TouchMapping
import VisionPipeline

extension IndependentScenesTests {
    /// What a replay did frame by frame: the session, its presses (frame and key, the typing finger's) and
    /// each frame's health.
    struct Frames {
        let session: RecordedSession
        var presses: [(frame: Int, key: Int)] = [], health: [VisionHealth] = []

        /// The presses scored against the session's touches (`TouchEventScorer`, two frames of slack), and
        /// the frames of the presses it counted false (matching no contact).
        var scored: (score: VisionScore, falsePresses: [Int]) {
            var scorer = TouchEventScorer(
                contacts: session.touches.map { ContactWindow(start: $0.start, end: $0.end, keyIndex: $0.keyIndex) })
            var falsePresses: [Int] = []
            for press in presses {
                let before = scorer.score.falseTouches
                scorer.record(keyIndex: press.key, frame: press.frame)
                if scorer.score.falseTouches > before { falsePresses.append(press.frame) }
            }
            return (scorer.score, falsePresses)
        }

        /// Expects every contact pressed on its own key and no false press, naming the frames of any.
        func expectEveryContactPressedOnItsKey(sourceLocation: SourceLocation = #_sourceLocation) {
            let (score, falsePresses) = scored
            #expect(falsePresses.isEmpty, "false presses at frames \(falsePresses)", sourceLocation: sourceLocation)
            #expect(unpressed.isEmpty, "contacts missed at \(unpressed.map(\.start))", sourceLocation: sourceLocation)
            #expect(score.keyAccuracy == 1, "key accuracy \(score.keyAccuracy)", sourceLocation: sourceLocation)
        }

        /// The true contacts no press matched (each scored alone by `TouchEventScorer` against every press).
        var unpressed: [ContactWindow] {
            session.touches.map { ContactWindow(start: $0.start, end: $0.end, keyIndex: $0.keyIndex) }.filter {
                var scorer = TouchEventScorer(contacts: [$0])
                for press in presses { scorer.record(keyIndex: press.key, frame: press.frame) }
                return scorer.score.matched == 0
            }
        }
    }

    /// One independent session of `condition` (`sessions`, in a scratch folder of its own) replayed frame
    /// by frame (`frames`); needs OpenCV, as the generator does.
    static func generatedFrames(
        _ condition: String, width: Int = 320, height: Int = 240, seed: Int, touches: Int
    ) throws -> Frames {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("independent-\(condition)")
        let folders = try sessions([condition], in: scratch, width: width, height: height, seed: seed, touches: touches)
        return try frames(try #require(folders[condition]))
    }

    /// Every frame of the session in `directory` through a pipeline (with `config`) calibrated on its
    /// calibration frame.
    static func frames(_ directory: String, config: VisionConfig = .standard) throws -> Frames {
        let session = try RecordedSession.load(directory: directory)
        let layout = try FrameLayout(width: session.width, height: session.height)
        var buffer = [UInt8](repeating: 0, count: session.frameBytes)
        try session.readFrame(nil, into: &buffer)
        let pipeline = try VisionPipeline.calibrated(
            reference: buffer, layout: layout, keyboard: session.keyboard, config: config)
        var frames = Frames(session: session)
        for index in 0..<session.frameCount {
            try session.readFrame(index, into: &buffer)
            let outcome = try pipeline.process(
                buffer, layout: layout, timestamp: Double(index) / session.framesPerSecond)
            if let press = outcome.press { frames.presses.append((index, press.keyIndex)) }
            frames.health.append(outcome.health)
        }
        return frames
    }
}
