/// The banner area above the keys: shown only for a medium or high verdict; the user may open its
/// explanation or dismiss it. It belongs to the analyser, not to a key tree, so layout switches and
/// tree rebuilds leave it as it is (story 2.5: "banner preserved across layout switches").
public struct RiskBanner: Hashable, Sendable {
    /// What the banner area shows.
    public enum State: Hashable, Sendable {
        /// Nothing.
        case hidden
        /// The banner for a verdict.
        case shown(AnalysisVerdict)
        /// The banner with its explanation open.
        case explaining(AnalysisVerdict)
    }

    /// The current state.
    public private(set) var state: State = .hidden
    /// How many times a banner appeared.
    private(set) var timesShown = 0

    /// A hidden banner.
    public init() {}

    /// The verdict on show, if any.
    public var verdict: AnalysisVerdict? {
        switch state {
        case .hidden: nil
        case .shown(let verdict), .explaining(let verdict): verdict
        }
    }

    /// Whether a banner is on screen.
    public var isVisible: Bool { verdict != nil }

    /// Shows a banner for a medium or high verdict; a low verdict leaves the banner as it is (a later
    /// calm sentence does not hide a warning the user has not seen through). Returns whether it showed.
    @discardableResult
    public mutating func present(_ verdict: AnalysisVerdict) -> Bool {
        guard verdict.riskLevel.showsBanner else { return false }
        if case .explaining = state, self.verdict == verdict { return false }
        state = .shown(verdict)
        timesShown += 1
        return true
    }

    /// Opens the explanation of the banner on show (nothing without a banner).
    public mutating func explain() {
        if case .shown(let verdict) = state { state = .explaining(verdict) }
    }

    /// Hides the banner.
    public mutating func dismiss() { state = .hidden }
}
