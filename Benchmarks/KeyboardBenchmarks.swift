import BenchKit
import KeyboardCore

/// Every micro-benchmark of the keyboard core, in the order `list` shows them.
public enum KeyboardBenchmarks {
    /// The registered benchmarks.
    public static var all: [ScenarioDescriptor] {
        [
            treeBuild(.letters).descriptor, treeBuild(.numbers).descriptor, treeBuild(.symbols).descriptor,
            cachedSwitch().descriptor, appearanceChange().descriptor,
        ]
    }

    /// Each definition, for validation in tests.
    public static var definitions: [any ValidatableDefinition] {
        [treeBuild(.letters), treeBuild(.numbers), treeBuild(.symbols), cachedSwitch(), appearanceChange()]
    }
}
