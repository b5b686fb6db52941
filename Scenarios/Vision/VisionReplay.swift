#if canImport(Glibc)
    @preconcurrency import Glibc
#endif
import SceneRenderer
import TouchMapping
import VisionPipeline

/// A recorded session replayed: each frame read from disk (unmeasured; a PNG is decoded) into one buffer, the vision
/// pipeline on it (measured), scored against the session's truth exactly as `VisionTypist` scores
/// rendered frames.
public final class VisionReplay {
    /// The environment variable naming the session's folder.
    public static let variable = "KEYBOARD_BENCH_VISION_SESSION"
    let session: RecordedSession
    let pipeline: VisionPipeline
    let layout: FrameLayout
    private var buffer: [UInt8]
    private var next = 0, warmNext = 0
    private var outcome: VisionOutcome?
    private var events: [(frame: Int, key: Int)] = []
    private var tips: [(seen: Point?, truth: Point?)] = []
    /// The pipeline's counters before the first replayed frame (after the warm-up).
    private var countersBefore: VisionCounters?

    /// The session in `directory`, checked, with a pipeline calibrated on its calibration frame.
    public init(directory: String) throws {
        session = try RecordedSession.load(directory: directory)
        layout = try FrameLayout(width: session.width, height: session.height)
        buffer = [UInt8](repeating: 0, count: session.frameBytes)
        try session.readFrame(nil, into: &buffer)
        pipeline = try VisionPipeline.calibrated(reference: buffer, layout: layout, keyboard: session.keyboard)
        events.reserveCapacity(4_096)
        tips.reserveCapacity(session.frameCount)
    }

    /// The session's number of frames (the replay's measured count).
    var frameCount: Int { session.frameCount }

    /// The session named by `$KEYBOARD_BENCH_VISION_SESSION`.
    public convenience init() throws {
        guard let directory = Self.directory else { throw VisionReplayError.noSession }
        try self.init(directory: directory)
    }

    /// The folder named by the environment, if set and not empty.
    static var directory: String? {
        getenv(variable).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Reads the next replayed frame into the buffer (unmeasured work); a frame that cannot be read fails
    /// the run. The first one notes the pipeline's counters, so the replay's counts leave the warm-up out.
    func loadNext() throws {
        if countersBefore == nil { countersBefore = pipeline.counters }
        try read()
    }

    /// Reads frame `next` into the buffer.
    private func read() throws {
        guard next < session.frameCount else { throw VisionReplayError.pastLastFrame(session.frameCount) }
        try session.readFrame(next, into: &buffer)
    }

    /// The pipeline on the frame just read (the measured work).
    func processFrame(timeOffset: Double = 0) throws {
        let timestamp = Double(next) / session.framesPerSecond + timeOffset
        outcome = try buffer.withUnsafeBufferPointer { pixels throws(VisionError) in
            try pipeline.process(pixels, layout: layout, timestamp: timestamp)
        }
    }

    /// Keeps the frame's event and fingertip for scoring (unmeasured).
    func keep() {
        if let press = outcome?.press, events.count < events.capacity { events.append((next, press.keyIndex)) }
        if let press = outcome?.secondPress, events.count < events.capacity { events.append((next, press.keyIndex)) }
        if tips.count < tips.capacity { tips.append((outcome?.fingertip, session.fingertips[next])) }
        next += 1
    }

    /// A warm-up frame: the session's frames from the start, seen 1,000 s later (as `VisionTypist`
    /// warms up past its measured frames); the measured replay then starts at frame 0.
    func warmUp() throws {
        let saved = next
        next = warmNext % session.frameCount
        warmNext += 1
        defer { next = saved }
        try read()
        try processFrame(timeOffset: 1_000)
    }

    /// Scores of the frames replayed: contacts whose window (±2 frames) closed before the last one.
    var score: VisionScore {
        let contacts = session.touches.map { ContactWindow(start: $0.start, end: $0.end, keyIndex: $0.keyIndex) }
        return SeenFrames.score(contacts: contacts, events: events, tips: tips, seen: next)
    }

    /// False touches per 1,000 replayed frames.
    var falseTouchesPerThousand: Double { SeenFrames.falseTouchesPerThousand(score, seen: next) }
    /// Counters of the pipeline.
    var counters: VisionCounters { pipeline.counters }

    /// How often the pipeline did `counter` over the replayed frames (the warm-up's left out).
    func replayed(_ counter: KeyPath<VisionCounters, Int>) -> Double {
        Double(pipeline.counters[keyPath: counter] - (countersBefore?[keyPath: counter] ?? 0))
    }

    /// The replayed frames in health `state` (the warm-up's left out).
    func replayedFrames(in state: VisionHealth) -> Int {
        pipeline.counters.health[state] - (countersBefore?.health[state] ?? 0)
    }
}

/// A replay that cannot run.
enum VisionReplayError: Error, CustomStringConvertible {
    case noSession, pastLastFrame(Int)

    var description: String {
        switch self {
        case .noSession:
            "set \(VisionReplay.variable) to a recorded session's folder (docs/vision.md: Replay a recorded session)"
        case .pastLastFrame(let count): "the session has only \(count) frames"
        }
    }
}
