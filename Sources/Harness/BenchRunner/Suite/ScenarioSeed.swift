import BenchReport
import Determinism
/// Derives each scenario's seed from the run's seed and the scenario's name.
///
/// `seed = splitmix64(runSeed ^ fnv1a64(utf8(name)))`: deterministic for a given run seed and name,
/// independent of which other scenarios run or in which order, and different per scenario.
public enum ScenarioSeed {
    /// The seed of the named scenario in a run seeded with `runSeed`.
    public static func derive(runSeed: UInt64, scenario name: String) -> UInt64 {
        splitmix64(runSeed ^ fnv1a64(name))
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes of `text` (`Determinism.FNV1a`).
    public static func fnv1a64(_ text: String) -> UInt64 { FNV1a.hash(text) }

    /// One step of splitmix64 (`Determinism.SplitMix64`): a well-mixed 64-bit output for `state`.
    public static func splitmix64(_ state: UInt64) -> UInt64 { SplitMix64.mix(state) }
}
