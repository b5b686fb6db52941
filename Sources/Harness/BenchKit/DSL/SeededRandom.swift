import Determinism

/// The scenario DSL's name for the package's seeded generator (`Determinism.SplitMix64`): every random
/// choice of a scenario takes it, so a run with the same seed makes the same choices.
public typealias SeededRandom = SplitMix64
