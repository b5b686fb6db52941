import BenchKit
import KeyboardVocabulary
import KeyboardCore

/// Every micro-benchmark of the keyboard core, in the order `list` shows them.
public enum KeyboardBenchmarks {
    /// The registered benchmarks.
    public static var all: [RegisteredScenario] {
        [
            treeBuild(.letters).entry, treeBuild(.numbers).entry, treeBuild(.symbols).entry,
            cachedSwitch().entry, appearanceChange().entry,
        ]
    }
}
