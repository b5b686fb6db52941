import BenchKit
import KeyboardCore

/// Every stress scenario of the keyboard core, in the order `list` shows them.
public enum KeyboardScenarios {
    /// The registered scenarios.
    public static var all: [ScenarioDescriptor] {
        [
            layoutSwitchStorm(appearance: .light).descriptor,
            layoutSwitchStorm(appearance: .dark).descriptor,
            layoutRebuildStorm().descriptor,
            coldDisplay().descriptor,
        ]
    }
}
