import BenchReport
import PerfModel
/// Compares one metric of one scenario between two runs.
struct MetricComparator {
    var options: CompareOptions

    func compare(scenario: String, baseline: MetricReport, current: MetricReport) -> MetricComparison {
        let row = MetricComparison(
            scenario: scenario, metric: current.name, unit: current.unit, polarity: current.polarity,
            deterministic: current.comparedExactly || baseline.comparedExactly, verdict: .unchanged,
            baseline: baseline.figure, current: current.figure,
            baselineRepetitions: baseline.repetitions.count, currentRepetitions: current.repetitions.count
        )
        if row.deterministic { return exact(row) }
        return statistical(row, baseline: baseline.repetitions, current: current.repetitions)
    }

    /// Deterministic metrics: any difference counts, in the polarity's direction.
    private func exact(_ row: MetricComparison) -> MetricComparison {
        var row = row
        let base = row.baseline ?? 0, cur = row.current ?? 0
        row.ratio = RatioInterval(ratio: RatioBootstrap.safeRatio(cur, base), lower: nil, upper: nil)
        row.mdc = MinimumDetectableChange(statistical: 0, floor: 0)
        row.verdict = verdict(for: row.polarity.direction(from: base, to: cur))
        row.note = "exact"
        return row
    }

    private func statistical(_ row: MetricComparison, baseline: [Double], current: [Double]) -> MetricComparison {
        var row = row
        let single = baseline.count < 2 || current.count < 2
        let floor =
            single
            ? max(
                options.singleRepetitionFloor,
                options.noiseFloor.fraction(
                    scenario: row.scenario, metric: row.metric, deterministic: row.deterministic))
            : options.noiseFloor.fraction(scenario: row.scenario, metric: row.metric, deterministic: row.deterministic)
        let interval = RatioBootstrap.interval(
            baseline: baseline, current: current, confidence: options.confidence,
            resamples: options.resamples, seed: options.seed, name: "\(row.scenario):\(row.metric)"
        )
        let spread = pooledSpread(baseline, current)
        row.ratio = interval
        row.p = single ? nil : MannWhitney.test(current, baseline)?.p
        row.mdc = MinimumDetectableChange.estimate(
            baselineCount: baseline.count, currentCount: current.count, spread: spread, floor: floor,
            alpha: options.alpha
        )
        // A verdict needs significance: without a test (one repetition on a side) a change is shown, never judged.
        let significant = !single && (row.p ?? 1) < options.alpha && interval.excludesOne
        let material = abs(interval.ratio - 1) > floor
        let direction = row.polarity.direction(from: row.baseline ?? 0, to: row.current ?? 0)
        row.verdict = significant && material ? verdict(for: direction) : .unchanged
        if single {
            row.note = Self.singleRepetitionNote(material: material, floor: floor)
            row.verdict = .notJudged
        } else if MannWhitney.smallestP(m: baseline.count, n: current.count) >= options.alpha {
            row.note = Self.fewRepetitionsNote(baseline: baseline.count, current: current.count, alpha: options.alpha)
            row.verdict = .notJudged
        }
        return row
    }

    /// Why a single-repetition row is not judged; flags a change larger than the single-repetition floor.
    static func singleRepetitionNote(material: Bool, floor: Double) -> String {
        let base = "single repetition: no interval or test, so not judged (needs ≥ 4 repetitions a side)"
        return material ? "⚠️ beyond the \(Int(floor * 100)) % single-run floor; " + base : base
    }

    /// Why a row with too few repetitions for the rank-sum test (a capped scenario's, or a short run's) is
    /// not judged: no arrangement of its repetitions reaches p < `alpha`.
    static func fewRepetitionsNote(baseline: Int, current: Int, alpha: Double) -> String {
        "\(baseline) vs \(current) repetitions: the rank-sum test cannot reach p < \(alpha), so not judged (needs ≥ 4 a side)"
    }

    private func verdict(for direction: ChangeDirection) -> Verdict {
        switch direction {
        case .worse: .worse
        case .better: .better
        case .changed: .changed
        case .none: .unchanged
        }
    }

    /// The root mean square of both sides' robust relative spreads.
    private func pooledSpread(_ a: [Double], _ b: [Double]) -> Double {
        let sa = Sample.relativeSpread(a), sb = Sample.relativeSpread(b)
        return ((sa * sa + sb * sb) / 2).squareRoot()
    }
}

extension MetricReport {
    /// Whether a comparison compares this metric exactly: by its catalogue entry's label when it is a
    /// built-in metric (a report written while the catalogue called it deterministic is read by today's
    /// label), else by the report's own flag.
    var comparedExactly: Bool { MetricCatalogue.entry(for: id)?.deterministic ?? deterministic }
}
