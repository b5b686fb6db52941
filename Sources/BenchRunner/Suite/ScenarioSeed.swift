import BenchReport
/// Derives each scenario's seed from the run's seed and the scenario's name.
///
/// `seed = splitmix64(runSeed ^ fnv1a64(utf8(name)))`: deterministic for a given run seed and name,
/// independent of which other scenarios run or in which order, and different per scenario.
public enum ScenarioSeed {
    /// The seed of the named scenario in a run seeded with `runSeed`.
    public static func derive(runSeed: UInt64, scenario name: String) -> UInt64 {
        splitmix64(runSeed ^ fnv1a64(name))
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes of `text`.
    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// One step of splitmix64 (Steele, Lea, Flood 2014): a well-mixed 64-bit output for `state`.
    public static func splitmix64(_ state: UInt64) -> UInt64 {
        var z = state &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
