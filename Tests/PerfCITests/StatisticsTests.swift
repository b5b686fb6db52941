import BenchReport
import Determinism
import Testing
@testable import PerfModel

@Suite("Statistics core")
struct StatisticsTests {
    @Test func medianAndQuantiles() {
        #expect(Median.of([3, 1, 2]) == 2)
        #expect(Median.of([4, 1, 3, 2]) == 2.5)
        #expect(Median.of([]).isNaN)
        #expect(Sample.quantile([0, 10], 0.25) == 2.5)
        #expect(Sample.relativeSpread([100]) == 0)
    }

    @Test func mannWhitneyExactMatchesScipy() throws {
        let separated = try #require(MannWhitney.test([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]))
        #expect(separated.exact)
        #expect(separated.u == 0)
        #expect(abs(separated.p - 0.007936507936507936) < 1e-12)
        let mixed = try #require(MannWhitney.test([1.1, 2.3, 3.5, 8.0], [2.0, 4.1, 5.2, 6.3, 7.7]))
        #expect(mixed.u == 7)
        #expect(abs(mixed.p - 0.5555555555555556) < 1e-12)
    }

    @Test func mannWhitneyNormalWithTiesMatchesScipy() throws {
        let result = try #require(MannWhitney.test([1, 2, 2, 3, 3, 3, 4], [3, 4, 4, 5, 5, 6]))
        #expect(!result.exact)
        #expect(result.u == 3.5)
        #expect(abs(result.p - 0.012999854364387305) < 1e-9)
        #expect(MannWhitney.test([], [1]) == nil)
        #expect(MannWhitney.test([5, 5, 5], [5, 5, 5])?.p == 1)
    }

    @Test func smallestPossiblePValue() {
        #expect(abs(MannWhitney.smallestP(m: 3, n: 3) - 0.1) < 1e-12)
        #expect(MannWhitney.smallestP(m: 5, n: 5) < 0.01)
    }

    @Test func bootstrapIsSeededAndBracketsTheRatio() throws {
        let base = [100.0, 101, 99, 102, 98, 100, 101]
        let current = base.map { $0 * 1.1 }
        let first = RatioBootstrap.interval(baseline: base, current: current)
        let second = RatioBootstrap.interval(baseline: base, current: current)
        #expect(first == second)
        #expect(abs(first.ratio - 1.1) < 1e-9)
        let (lower, upper) = (try #require(first.lower), try #require(first.upper))
        #expect(lower <= 1.1 && upper >= 1.1)
        #expect(first.excludesOne)
    }

    @Test func bootstrapWithOneRepetitionHasNoInterval() {
        let interval = RatioBootstrap.interval(baseline: [100], current: [120, 121])
        #expect(interval.ratio == 1.205)
        #expect(interval.lower == nil && interval.upper == nil)
        #expect(!interval.excludesOne)
    }

    @Test func minimumDetectableChangeShrinksAsRepetitionsGrow() {
        let spreads = [5, 10, 20, 40].map {
            MinimumDetectableChange.estimate(baselineCount: $0, currentCount: $0, spread: 0.05, floor: 0.02).statistical
        }
        #expect(spreads == spreads.sorted(by: >))
        #expect(spreads[0] > 2 * spreads[2] * 0.9)
        let few = MinimumDetectableChange.estimate(baselineCount: 3, currentCount: 3, spread: 0.01, floor: 0.05)
        #expect(few.statistical == .infinity && few.effective == .infinity)
        let many = MinimumDetectableChange.estimate(baselineCount: 40, currentCount: 40, spread: 0.001, floor: 0.05)
        #expect(many.effective == 0.05)
    }

    @Test func normalQuantile() {
        #expect(abs(NormalQuantile.of(0.975) - 1.959964) < 1e-5)
        #expect(abs(NormalQuantile.of(0.8) - 0.841621) < 1e-5)
        #expect(abs(NormalQuantile.of(0.001) + 3.090232) < 1e-4)
    }

    @Test func noiseFloorDefaultsOverridesAndExactMetrics() throws {
        let floor = NoiseFloor(overrides: [
            try NoiseFloor.parseOverride("*/wall_time=10%"),
            try NoiseFloor.parseOverride("cached-switch:peak_resident=0.01"),
        ])
        let wall = Make.metric("switch/wall_time", unit: .nanoseconds, repetitions: [1])
        let peak = Make.metric("peak_resident", unit: .bytes, repetitions: [1])
        let exact = Make.metric("switch/allocations", unit: .count, deterministic: true, repetitions: [1])
        #expect(floor.fraction(scenario: "x", metric: wall) == 0.1)
        #expect(floor.fraction(scenario: "cached-switch", metric: peak) == 0.01)
        #expect(floor.fraction(scenario: "other", metric: peak) == NoiseFloor.defaultFraction)
        #expect(floor.fraction(scenario: "x", metric: exact) == 0)
        #expect(throws: PerfCIError.self) { try NoiseFloor.parseOverride("nonsense") }
        let aboveFloor = Make.metric("resident_above_floor", unit: .bytes, repetitions: [1])
        #expect(NoiseFloor().fraction(scenario: "x", metric: aboveFloor) == 0.2)
        #expect(NoiseFloor().fraction(scenario: "x", metric: peak) == NoiseFloor.defaultFraction)
    }

    @Test func globMatching() {
        #expect(Glob.matches("*/wall_time", "switch/wall_time"))
        #expect(Glob.matches("a*b*c", "aXXbYYc"))
        #expect(!Glob.matches("a*b", "aXXc"))
        #expect(Glob.matches("*", ""))
    }

    @Test func polarityGivesDirection() {
        #expect(Polarity.smallerIsBetter.direction(from: 1, to: 2) == .worse)
        #expect(Polarity.largerIsBetter.direction(from: 1, to: 2) == .better)
        #expect(Polarity.neither.direction(from: 1, to: 2) == .changed)
        #expect(Polarity.largerIsBetter.direction(from: 2, to: 2) == ChangeDirection.none)
    }
}
