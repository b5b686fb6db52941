import BenchKit

/// The state the profiling fixture's measured call threads through its two functions.
final class ProfileFixtureSubject {
    var state: UInt64 = 1
}

/// The profiling fixture's hot function: about nine tenths of each measured call's work. A profile of
/// `fixture-profile-hot` (CPU or instructions) must name it first.
@inline(never)
func fixtureHotSpin(_ seed: UInt64) -> UInt64 {
    var value = seed
    var step = 0
    // A while loop calls nothing, even unoptimised: all of the work is this function's own.
    while step < 9_000 {
        value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        step &+= 1
    }
    return value
}

/// The profiling fixture's cold function: the other tenth.
@inline(never)
func fixtureColdSpin(_ seed: UInt64) -> UInt64 {
    var value = seed
    var step = 0
    while step < 1_000 {
        value = value &* 2_862_933_555_777_941_757 &+ 3_037_000_493
        step &+= 1
    }
    return value
}

extension Fixtures {
    /// A benchmark whose hot function is known (`fixtureHotSpin`, ~90 % of its work), for the profilers.
    static let profiling: [RegisteredScenario] = [
        Benchmark<ProfileFixtureSubject>("fixture-profile-hot", tags: "profiling") {
            Subject { ProfileFixtureSubject() }
            Measure("spin") { (subject: ProfileFixtureSubject, _: inout StepContext) in
                subject.state = fixtureHotSpin(subject.state) ^ fixtureColdSpin(subject.state)
            }
            Sampling(maximum: 1, quick: 0.2)
            TimeLimit(seconds: 60)
        }.entry
    ]
}
