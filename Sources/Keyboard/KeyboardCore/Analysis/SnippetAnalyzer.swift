/// The keyboard's analysis loop (story 2.1 data flow): decides when the snippet is sent, hands it to
/// a transport without waiting, picks up outcomes on later keystrokes, shows the risk banner and
/// keeps the shared state's verdict and time. Every call is cheap and non-blocking: a slow, failing or
/// absent backend changes nothing about typing.
public final class SnippetAnalyzer {
    /// When to ask.
    public let policy: AnalysisTriggerPolicy
    /// Where requests go.
    public let transport: any AnalysisTransport
    /// Time for the rate limit (seconds, monotonic).
    public let clock: any KeyboardClock
    /// The anonymous session id every request carries.
    public let sessionID: String
    /// The banner area above the keys.
    public internal(set) var banner = RiskBanner()
    /// Shared state as last loaded or saved (the latest verdict joins it in `saveSharedState`).
    public internal(set) var sharedState: SharedState
    /// The latest verdict not yet in `sharedState` (kept as it came: recording it builds strings, which a
    /// keystroke must not pay for).
    public private(set) var unsavedVerdict: AnalysisVerdict?
    /// Whether `sharedState` changed since it was last saved.
    public internal(set) var sharedStateChanged = false
    /// What happened so far.
    public internal(set) var counts = AnalysisCounts()
    /// Whether a request is in flight.
    public private(set) var inFlight = false
    /// Characters captured since the last request started.
    public private(set) var newCharacters = 0
    /// A trigger found a request in flight (or the rate limit): served at the next boundary.
    public private(set) var pending = false
    private var lastRequestStart = -Double.infinity

    /// An analyser sending through `transport`, with the session id from `sharedState` (a fresh one
    /// when it has none).
    public init(
        transport: any AnalysisTransport, policy: AnalysisTriggerPolicy = .standard,
        clock: any KeyboardClock = ContinuousKeyboardClock(), sharedState: SharedState = .defaults()
    ) {
        self.transport = transport
        self.policy = policy
        self.clock = clock
        var state = sharedState
        if state.sessionID.map(SessionIdentifier.isValid) != true {
            state.set(SharedState.Key.sessionID, SessionIdentifier.make())
        }
        self.sessionID = state.sessionID ?? ""
        self.sharedState = state
    }

    /// `added` characters were captured, the last of them `last`, into `snippet` of host `host`.
    func didCapture(added: Int, last: Character?, snippet: SnippetBuffer, host: String) {
        newCharacters += added
        guard let last else { return }
        let boundary = AnalysisTriggerPolicy.boundary(of: last)
        guard boundary != .none else { return }
        if pending || policy.wants(boundary, newCharacters: newCharacters) { request(snippet: snippet, host: host) }
    }

    /// The text field changed: nothing new is pending (the window was cleared).
    func fieldDidChange() {
        newCharacters = 0
        pending = false
    }

    /// Picks up an outcome if one arrived (every keystroke calls it; without one it costs an atomic load).
    public func poll() {
        guard inFlight, let outcome = transport.takeOutcome() else { return }
        inFlight = false
        switch outcome {
        case .verdict(let verdict):
            counts.verdicts += 1
            if banner.present(verdict) { counts.bannersShown += 1 }
            unsavedVerdict = verdict
            sharedStateChanged = true
        case .failure(let failure):
            counts.count(failure)
        }
    }

    /// Dismisses the banner.
    public func dismissBanner() { banner.dismiss() }

    /// Opens the banner's explanation.
    public func explainBanner() { banner.explain() }

    /// Writes the shared state (with `mode` as the last layout mode) if it changed: done where the
    /// keyboard is idle (as the app extension does on a background queue), never on a keystroke.
    public func saveSharedState(to store: SharedStateStore, mode: KeyboardMode) throws(SharedStateError) {
        if let verdict = unsavedVerdict {
            sharedState.record(verdict)
            unsavedVerdict = nil
        }
        if sharedState.layoutMode != mode {
            sharedState.layoutMode = mode
            sharedStateChanged = true
        }
        guard sharedStateChanged else { return }
        try store.save(sharedState)
        sharedStateChanged = false
    }

    private func request(snippet: SnippetBuffer, host: String) {
        guard !inFlight else {
            pending = true
            counts.skippedInFlight += 1
            return
        }
        guard clock.now - lastRequestStart >= policy.minimumInterval else {
            pending = true
            counts.skippedRateLimit += 1
            return
        }
        guard !snippet.isEmpty, transport.send(sessionID: sessionID, appBundle: host, snippet: snippet) else {
            counts.skippedInFlight += 1
            return
        }
        inFlight = true
        pending = false
        newCharacters = 0
        lastRequestStart = clock.now
        counts.requestsSent += 1
    }
}
