import Testing

@testable import BenchCLI

/// The bisect's search on paired timings (fake readings: a ratio to good per commit, with an interval
/// and a signed-rank p): an unsure probe is measured again rather than guessed, one that stays unsure
/// ends the search undecided, a step that does not reach bad's reading is measured again before it is
/// called one of several, two half steps are no single culprit, and a change within the noise is no
/// culprit.
@Suite("bisect search on paired timings")
struct BisectPairedSearchTests {
    /// A paired reading of `ratio`: ±2 % interval, p 0.008 (significant) unless given, 8 pairs.
    static func paired(_ ratio: Double, p: Double = 0.008, pairs: Int = 8) -> BisectReading {
        BisectReading(
            figure: ratio, lower: ratio * 0.98, upper: ratio * 1.02, p: p, pairs: pairs, detectable: 0.03, floor: 0.02)
    }

    /// Runs a search over `ratios` (good's first, 1), reading `first` for a commit when given; a retry
    /// reads `again` (by default: the ratio, significant, twice the pairs). Returns the result and the
    /// retries asked for.
    static func search(
        _ ratios: [Double], first: [Int: BisectReading] = [:], again: [Int: BisectReading] = [:]
    ) async -> (BisectResult, [String]) {
        let commits = (0..<ratios.count).map { "c\($0)" }
        let search = BisectSearch(
            commits: commits, threshold: 0.005, maxProbes: BisectResult.bound(commits: commits.count - 1) * 2)
        var retried: [String] = []
        let result = await search.run(
            reading: { commit in
                let index = Int(commit.dropFirst())!
                return index == 0 ? .good : first[index] ?? paired(ratios[index])
            },
            again: { commit in
                let index = Int(commit.dropFirst())!
                retried.append(commit)
                return again[index] ?? paired(ratios[index], pairs: 16)
            })
        return (result, retried)
    }

    static func step(_ count: Int, at culprit: Int, to ratio: Double = 1.3) -> [Double] {
        (0...count).map { (index: Int) -> Double in index < culprit ? 1 + Double(index % 3) * 0.004 : ratio }
    }

    @Test func aCleanTimingStepIsFoundWithinTheBoundWithoutRetries() async {
        for culprit in [1, 9, 20, 32] {
            let (result, retried) = await Self.search(Self.step(32, at: culprit))
            guard case .culprit(let step) = result.outcome else {
                Issue.record("culprit \(culprit): \(result.outcome)")
                continue
            }
            #expect(step.commit == "c\(culprit)" && retried.isEmpty)
            #expect(result.probes.count <= BisectResult.bound(commits: 32))
            #expect(result.probes.first?.reading == .good && result.probes.last?.reading?.pairs == 8)
        }
    }

    @Test func anUnsureProbeIsMeasuredAgainRatherThanGuessed() async {
        // c16 (the first middle, after the culprit) first reads as far as bad but not significant.
        let (result, retried) = await Self.search(
            Self.step(32, at: 12), first: [16: Self.paired(1.3, p: 0.2)])
        guard case .culprit(let step) = result.outcome else {
            Issue.record("\(result.outcome)")
            return
        }
        #expect(step.commit == "c12")
        #expect(retried == ["c16"])
        let probe = result.probes.first { $0.commit == "c16" }
        #expect(probe?.retries == 1 && probe?.reading?.pairs == 16)
    }

    @Test func aProbeThatStaysUnsureEndsTheSearchUndecided() async {
        let unsure = Self.paired(1.3, p: 0.2)
        let (result, retried) = await Self.search(Self.step(32, at: 12), first: [16: unsure], again: [16: unsure])
        #expect(result.outcome == .unsure("c16", []))
        #expect(retried == ["c16", "c16"], "retried at most twice")
    }

    @Test func twoHalfStepsAreNoSingleCulprit() async {
        let ratios = (0...32).map { $0 < 9 ? 1.0 : $0 < 25 ? 1.15 : 1.32 }
        let (result, _) = await Self.search(ratios)
        guard case .spread(let steps) = result.outcome else {
            Issue.record("\(result.outcome)")
            return
        }
        #expect(steps.map(\.commit) == ["c9", "c25"])
    }

    @Test func aBadReadingOffFromTheStepIsMeasuredAgainBeforeASecondStepIsSought() async {
        // bad first reads ×2.675 (a worker in a slower speed mode) while every commit from c11 on is ×3.64:
        // the step at c11 does not reach bad until bad and c11 are measured again with more pairs.
        let (result, retried) = await Self.search(Self.step(32, at: 11, to: 3.64), first: [32: Self.paired(2.675)])
        guard case .culprit(let step) = result.outcome else {
            Issue.record("\(result.outcome)")
            return
        }
        #expect(step.commit == "c11" && step.after == 3.64)
        #expect(retried == ["c32", "c11"])
        #expect(result.probes.count <= BisectResult.bound(commits: 32), "retries are not probes")
    }

    @Test func aChangeWithinTheNoiseIsNoCulprit() async {
        let ratios = (0...32).map { _ in 1.01 }
        let (result, retried) = await Self.search(ratios, first: [32: Self.paired(1.01, p: 0.4)])
        #expect(result.outcome == .noChange && result.probes.count == 2 && retried.isEmpty)
    }

    @Test func pairsTooFewForTheTestAreMeasuredAgainNotTakenForNoChange() async {
        // 4 pairs: the comparison does not judge (no p) and can resolve no change (an infinite MDC).
        let unjudged = BisectReading(
            figure: 1.96, lower: 1.95, upper: 1.99, p: nil, pairs: 4, detectable: .infinity, floor: 0.02)
        let (result, retried) = await Self.search(Self.step(8, at: 5, to: 1.96), first: [8: unjudged])
        #expect(retried == ["c8"])
        guard case .culprit(let step) = result.outcome else {
            Issue.record("\(result.outcome)")
            return
        }
        #expect(step.commit == "c5")
    }

    @Test func anUnsureBadIsMeasuredAgainBeforeTheSearch() async {
        let (result, retried) = await Self.search(Self.step(8, at: 5), first: [8: Self.paired(1.3, p: 0.09, pairs: 4)])
        #expect(retried == ["c8"])
        guard case .culprit(let step) = result.outcome else {
            Issue.record("\(result.outcome)")
            return
        }
        #expect(step.commit == "c5")
    }
}

/// How one reading compares with its reference.
@Suite("bisect reading")
struct BisectReadingTests {
    @Test func countsMoveBeyondTheTolerance() {
        #expect(BisectReading.exact(1_006).likeness(to: .exact(1_000), tolerance: 0.005, alpha: 0.05) == .moved)
        #expect(BisectReading.exact(1_004).likeness(to: .exact(1_000), tolerance: 0.005, alpha: 0.05) == .same)
    }

    @Test func aTimingIsUnsureWhenTheTestAndTheEffectDisagree() {
        let far = BisectPairedSearchTests.paired(1.3)
        #expect(far.likeness(to: .good, tolerance: 0.07, alpha: 0.05) == .moved)
        #expect(
            BisectPairedSearchTests.paired(1.3, p: 0.2).likeness(to: .good, tolerance: 0.07, alpha: 0.05) == .unsure)
        #expect(BisectPairedSearchTests.paired(1.03).likeness(to: .good, tolerance: 0.07, alpha: 0.05) == .same)
        #expect(
            BisectPairedSearchTests.paired(1.03, p: 0.6).likeness(to: .good, tolerance: 0.07, alpha: 0.05) == .same)
        // An interval that reaches the reference is not significant, whatever p says.
        let wide = BisectReading(figure: 1.3, lower: 0.99, upper: 1.5, p: 0.01, pairs: 8)
        #expect(wide.likeness(to: .good, tolerance: 0.07, alpha: 0.05) == .unsure)
        #expect(far.likeness(to: BisectPairedSearchTests.paired(1.28), tolerance: 0.07, alpha: 0.05) == .same)
    }
}
