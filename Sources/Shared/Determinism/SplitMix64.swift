/// SplitMix64 (Steele, Lea, Flood 2014): the package's one seeded generator and 64-bit mixer.
///
/// The same seed gives the same sequence on every platform and run. Everything that needs a repeatable
/// random stream or a well-mixed seed uses this type: the scenario DSL's `SeededRandom` and the touch
/// simulator's `SeededGenerator` are other names for it; the run's per-scenario seeds, PerfCI's bootstrap
/// and the analysis stub use it by its own name.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The golden-ratio increment added to the state before every output.
    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The state: the next output is `mix(state + increment)`.
    public private(set) var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// A generator whose seed mixes `seed` with a name (FNV-1a), so each named stream (a metric's
    /// bootstrap, say) draws its own values from one run seed.
    public init(seed: UInt64, name: String) { state = seed ^ FNV1a.hash(name) }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= Self.increment
        return Self.finalize(state)
    }

    /// One step without a generator: the first output of a generator seeded with `seed`.
    public static func mix(_ seed: UInt64) -> UInt64 { finalize(seed &+ increment) }

    /// A uniform `Double` in `[0, 1)` from the next 53 bits.
    public mutating func nextUnitInterval() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// SplitMix64's output function (a variant of MurmurHash3's 64-bit finalizer).
    @inline(__always) static func finalize(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
