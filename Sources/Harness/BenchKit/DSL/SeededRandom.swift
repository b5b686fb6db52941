import Determinism

/// A fast, seedable random number generator (the package's `SplitMix64`): every random choice of a
/// scenario takes it, so a run with the same seed makes the same choices.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var generator: SplitMix64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 { generator.next() }
}
