import TouchMapping

/// The one scoring rule of a session seen up to some frame, shared by the scenarios (`vision-typing`,
/// `vision-conditions`, `vision-replay`) and `vision-frames run` / `replay`.
extension TouchEventScorer {
    /// The score of `events` (frame, key index) and `tips` (seen, true fingertip per frame) over the first
    /// `seen` frames against `contacts`: only contacts whose window (± `tolerance` frames) closed before
    /// the last frame seen count, and events that may belong to a contact still open at the last frame
    /// are left out with it.
    public static func seenScore(
        contacts: [ContactWindow], events: [(frame: Int, key: Int)], tips: [(seen: Point?, truth: Point?)],
        seen: Int, tolerance: Int = 2
    ) -> VisionScore {
        let ordered = contacts.sorted { $0.start < $1.start }
        let cutoff = ordered.first { $0.end + tolerance >= seen }.map { $0.start - tolerance } ?? seen
        var scorer = TouchEventScorer(contacts: ordered.filter { $0.end + tolerance < seen }, tolerance: tolerance)
        for event in events where event.frame < cutoff { scorer.record(keyIndex: event.key, frame: event.frame) }
        for tip in tips { scorer.recordTip(seen: tip.seen, truth: tip.truth) }
        return scorer.score
    }
}
