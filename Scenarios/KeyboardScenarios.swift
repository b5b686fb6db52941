import BenchKit
import KeyboardVocabulary
import KeyboardCore

/// Every stress scenario of the keyboard core, in the order `list` shows them.
public enum KeyboardScenarios {
    /// The registered scenarios.
    public static var all: [RegisteredScenario] {
        [
            layoutSwitchStorm(appearance: .light).entry,
            layoutSwitchStorm(appearance: .dark).entry,
            layoutRebuildStorm().entry,
            coldDisplay().entry,
            scamMessageTyping().entry,
            touchTyping().entry,
        ]
    }
}
