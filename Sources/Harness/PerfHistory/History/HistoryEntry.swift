import BenchReport
/// One run kept in the history: where its file is and what identifies it.
public struct HistoryEntry: Codable, Sendable, Equatable {
    /// Path of the stored report, relative to the history folder (`<machine>/<file>.json`).
    public var path: String
    /// The machine's fingerprint.
    public var fingerprint: String
    /// The commit measured, if known.
    public var commit: String?
    /// The run's id.
    public var runId: String
    /// When the run started (ISO 8601 UTC).
    public var startedAt: String
    /// The report's schema version.
    public var schemaVersion: Int

    /// Makes an entry.
    init(
        path: String, fingerprint: String, commit: String?, runId: String, startedAt: String, schemaVersion: Int
    ) {
        self.path = path
        self.fingerprint = fingerprint
        self.commit = commit
        self.runId = runId
        self.startedAt = startedAt
        self.schemaVersion = schemaVersion
    }
}

/// A stored run: where it is, and what the history keeps of it.
public struct HistoryRun: Sendable, Equatable {
    /// Where it is stored.
    public var entry: HistoryEntry
    /// The run as the history keeps it.
    public var record: HistoryRecord

    /// A stored run.
    public init(entry: HistoryEntry, record: HistoryRecord) {
        self.entry = entry
        self.record = record
    }
}
