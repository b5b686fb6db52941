/// The App Group's shared state (story 2.1: "minimal data stored (< 1KB)"): a small key-value map the
/// keyboard and the companion app share. The keyboard's keys are typed accessors; keys it does not
/// know (the companion app's) are kept as they are and written back untouched.
public struct SharedState: Hashable, Sendable {
    /// The keyboard's keys.
    public enum Key {
        /// `session_id`: the anonymous session id sent with every request (a `SessionIdentifier`, UUID v4).
        public static let sessionID = "session_id"
        /// `layout_mode`: the last layout mode, as a `KeyboardMode` raw value.
        public static let layoutMode = "layout_mode"
        /// `verdict`: the latest verdict as `level confidence category` (`high 0.93 phishing`).
        public static let verdict = "verdict"
        /// `last_analysis`: the backend's timestamp of the latest analysis.
        public static let lastAnalysis = "last_analysis"
    }

    /// Every entry, the keyboard's and others'.
    public private(set) var entries: [String: String]

    /// State with `entries` (nothing checked: `SharedStateFile` validates what it reads).
    public init(entries: [String: String] = [:]) { self.entries = entries }

    /// Defaults: a fresh session id and nothing else.
    public static func defaults() -> SharedState {
        SharedState(entries: [Key.sessionID: SessionIdentifier.make()])
    }

    /// The value of `key`.
    public subscript(key: String) -> String? { entries[key] }

    /// Sets (or with `nil` removes) `key`; other keys are untouched.
    public mutating func set(_ key: String, _ value: String?) { entries[key] = value }

    /// The anonymous session id (`nil` when absent).
    public var sessionID: String? { entries[Key.sessionID] }

    /// The last layout mode (`nil` when absent or unknown).
    public var layoutMode: KeyboardMode? {
        get { entries[Key.layoutMode].flatMap(KeyboardMode.init(rawValue:)) }
        set { entries[Key.layoutMode] = newValue?.rawValue }
    }

    /// The latest verdict as `level confidence category` (`high 0.93 phishing`).
    public var latestVerdict: String? { entries[Key.verdict] }

    /// The backend's timestamp of the latest analysis.
    public var lastAnalysisTime: String? { entries[Key.lastAnalysis] }

    /// Records `verdict` as the latest one and its time as the last analysis time.
    public mutating func record(_ verdict: AnalysisVerdict) {
        entries[Key.verdict] = "\(verdict.riskLevel.rawValue) \(verdict.confidence) \(verdict.category)"
        entries[Key.lastAnalysis] = verdict.timestamp
    }
}
