import TouchMapping
import VisionPipeline

/// What a vision subject kept of the frames it saw — its presses and fingertips — scored against the
/// truth's contacts: only contacts whose window (±2 frames) closed before the last frame seen, and the
/// events that may belong to a contact still open at the last frame are left out with it.
enum SeenFrames {
    /// The score of `events` and `tips` over the first `seen` frames against `contacts`: the pipeline's one
    /// scoring rule (`TouchEventScorer.seenScore`), which `vision-frames` uses too.
    static func score(
        contacts: [ContactWindow], events: [(frame: Int, key: Int)], tips: [(seen: Point?, truth: Point?)], seen: Int
    ) -> VisionScore {
        TouchEventScorer.seenScore(contacts: contacts, events: events, tips: tips, seen: seen)
    }

    /// False touches per 1,000 of `seen` frames.
    static func falseTouchesPerThousand(_ score: VisionScore, seen: Int) -> Double {
        seen > 0 ? Double(score.falseTouches) * 1_000 / Double(seen) : 0
    }
}
