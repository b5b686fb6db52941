import BenchKit

/// The snippet-analysis scenarios, in the order `list` shows them.
public enum SnippetScenarios {
    /// The registered scenarios.
    public static var all: [RegisteredScenario] {
        [
            scamSessionScenario().entry, slowBackendScenario().entry, secureFieldScenario().entry,
            switchDuringAnalysisScenario().entry,
            pastedClusterScenario().entry,
        ]
    }
}
