/// How risky the backend judged a snippet.
public enum RiskLevel: String, CaseIterable, Hashable, Sendable, Comparable {
    case low
    case medium
    case high

    /// Whether the keyboard shows a banner for it (story 2.1: `risk_level ∈ {medium, high}`).
    var showsBanner: Bool { self != .low }

    /// `low < medium < high`.
    public static func < (lhs: RiskLevel, rhs: RiskLevel) -> Bool { lhs.rank < rhs.rank }
    private var rank: Int { self == .low ? 0 : self == .medium ? 1 : 2 }
}

/// The reply of `POST /analyze-text`: `{risk_level, confidence, category, explanation, ts}`.
public struct AnalysisVerdict: Hashable, Sendable {
    /// The most UTF-8 bytes a category may have (it is kept in shared state).
    static let maximumCategoryBytes = 64
    /// The most UTF-8 bytes an explanation may have (shown in the banner's explain state).
    static let maximumExplanationBytes = 2_000

    /// low, medium or high.
    public var riskLevel: RiskLevel
    /// The backend's confidence, 0…1.
    public var confidence: Double
    /// What kind of scam (`phishing`, `otp_request`, …).
    public var category: String
    /// A sentence for the user.
    public var explanation: String
    /// When the backend judged it (as the backend wrote it).
    public var timestamp: String

    /// A verdict.
    public init(riskLevel: RiskLevel, confidence: Double, category: String, explanation: String, timestamp: String) {
        self.riskLevel = riskLevel
        self.confidence = confidence
        self.category = category
        self.explanation = explanation
        self.timestamp = timestamp
    }
}
