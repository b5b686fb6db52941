extension ScenarioReport {
    /// The wall time of one of its workers (all of them over their count), seconds, to 3 significant
    /// digits: its recorded cost (issue 16: the progress ETA; `run --shard` balances it); `nil` when it
    /// has no positive duration.
    public var secondsPerWorker: Double? {
        let workers = max(1, repetitions.count)
        guard durationSeconds.isFinite, durationSeconds > 0 else { return nil }
        let seconds = durationSeconds / Double(workers)
        let shift = Int(2 - seconds.log10Floor)
        var scale = 1.0
        for _ in 0..<min(abs(shift), 300) { scale *= 10 }
        return shift >= 0 ? (seconds * scale).rounded() / scale : (seconds / scale).rounded() * scale
    }
}
