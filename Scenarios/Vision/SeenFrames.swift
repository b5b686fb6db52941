import TouchMapping
import VisionPipeline

/// What a vision subject kept of the frames it saw — its presses and fingertips — scored against the
/// truth's contacts: only contacts whose window (±2 frames) closed before the last frame seen, and the
/// events that may belong to a contact still open at the last frame are left out with it.
enum SeenFrames {
    /// The score of `events` and `tips` over the first `seen` frames against `contacts` (in frame order).
    static func score(
        contacts: [ContactWindow], events: [(frame: Int, key: Int)], tips: [(seen: Point?, truth: Point?)], seen: Int
    ) -> VisionScore {
        let cutoff = contacts.first { $0.end + 2 >= seen }.map { $0.start - 2 } ?? seen
        var scorer = TouchEventScorer(contacts: contacts.filter { $0.end + 2 < seen })
        for event in events where event.frame < cutoff { scorer.record(keyIndex: event.key, frame: event.frame) }
        for tip in tips { scorer.recordTip(seen: tip.seen, truth: tip.truth) }
        return scorer.score
    }

    /// False touches per 1,000 of `seen` frames.
    static func falseTouchesPerThousand(_ score: VisionScore, seen: Int) -> Double {
        seen > 0 ? Double(score.falseTouches) * 1_000 / Double(seen) : 0
    }
}
