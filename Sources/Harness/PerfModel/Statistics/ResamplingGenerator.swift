import Determinism

/// A small seeded random generator (`Determinism.SplitMix64`), so every bootstrap and permutation test is repeatable.
public struct ResamplingGenerator: RandomNumberGenerator, Sendable {
    private var generator: SplitMix64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// A generator whose seed mixes `seed` with a name (FNV-1a), so each metric gets its own stream.
    public init(seed: UInt64, name: String) { generator = SplitMix64(seed: seed ^ FNV1a.hash(name)) }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 { generator.next() }
}
