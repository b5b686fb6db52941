import AnalysisClient
import AnalysisStub
import KeyboardCore

/// The harness's way out of a keyboard under test: the real client, and what the client talks to —
/// the backend stub process and the session's App Group folder — owned here, on the harness side, so
/// that they live exactly as long as the analyser holding this transport (the product keeps no harness
/// objects). Sending and picking up outcomes are the client's own calls.
final class StubbedTransport: AnalysisTransport {
    /// The keyboard's real client.
    let client: HTTPAnalysisClient
    /// The backend stub process the client talks to (stopped when this transport is released).
    let stub: BackendStub
    /// The session's App Group folder (removed when this transport is released).
    let folder: SharedStateFolder

    init(client: HTTPAnalysisClient, stub: BackendStub, folder: SharedStateFolder) {
        self.client = client
        self.stub = stub
        self.folder = folder
    }

    func send(sessionID: String, appBundle: String, snippet: SnippetBuffer) -> Bool {
        client.send(sessionID: sessionID, appBundle: appBundle, snippet: snippet)
    }

    func takeOutcome() -> AnalysisOutcome? { client.takeOutcome() }
}
