import BenchReport
import BenchSafety
import Foundation

/// A bisect, from a checked request to its verdict: good and bad measured (the metric chosen from
/// them when only its kind was given), then `BisectSearch` with a probe that takes each commit's worker
/// from the cache (building it when missing) and runs the scenario — once for a count, paired against
/// good's worker for a timing (more pairs when unsure); the culprit's profile diffed with its parent's;
/// the report, the verdict last.
struct Bisect: Sendable {
    var request: BisectRequest
    var cache: WorkerCache { WorkerCache(root: request.cache) }
    var good: BisectRequest.Commit { request.commits[0] }

    /// Why a commit could not be measured, with the exit code it ends a bisect with at good or bad.
    struct ProbeFailure: Error, Sendable, Equatable {
        var code: BenchExitCode
        var message: String
    }

    /// Each commit's readings by metric (a failure when it could not be measured), its pooled paired
    /// runs, and the time spent measuring it.
    final class Probes {
        var readings: [String: Result<[MetricID: BisectReading], ProbeFailure>] = [:]
        var paired: [String: PairedRuns] = [:]
        var seconds: [String: Double] = [:]
    }

    /// Runs the bisect; returns its exit code, the verdict line printed last.
    func run(output: CommandOutput) async -> BenchExitCode {
        let started = ContinuousClock.now
        let configuration: String
        do {
            try FileManager.default.createDirectory(atPath: cache.workers, withIntermediateDirectories: true)
            configuration = try await WorkerCache.key(
                commit: good.hash, buildFlags: request.buildFlags, directory: request.directory
            ).configuration
        } catch {
            return BisectReport.verdict(.crashed, "cannot prepare the worker cache \(cache.root): \(error)", on: output)
        }
        let count = request.commits.count - 1
        BisectConsole.line(
            "\(count) commits after good; a clean step takes at most \(BisectResult.bound(commits: count)) probes (this bisect may make \(request.maxProbes))"
        )
        let probes = Probes()
        let bad: [MetricID: BisectReading]
        do throws(ProbeFailure) {
            _ = try await measureOnce(good, probes, configuration).get()
            bad = try await measureOnce(request.commits[count], probes, configuration).get()
        } catch {
            return BisectReport.verdict(error.code, error.message, on: output)
        }
        // A timing's good side is the reference of each paired ratio: 1.
        let goodFigures =
            request.metric.isTiming
            ? bad.mapValues { _ in 1 } : ((try? probes.readings[good.hash]?.get()) ?? [:]).mapValues(\.figure)
        let metric =
            request.metric.operation.map { MetricID("\($0)/\(request.metric.kind)") }
            ?? BisectMetric.chosen(good: goodFigures, bad: bad.mapValues(\.figure))
        guard let metric, goodFigures[metric] != nil, bad[metric] != nil else {
            return BisectReport.verdict(
                .badInput, "\(request.scenario) reports no \(metric?.name ?? request.metric.kind) at good and bad",
                on: output)
        }
        BisectConsole.line("bisecting on \(metric): \(describe(metric, probes))")
        let search = BisectSearch(
            commits: request.commits.map(\.hash), threshold: request.threshold, maxProbes: request.maxProbes)
        let result = await search.run(
            reading: { hash in
                guard let commit = request.commits.first(where: { $0.hash == hash }) else { return nil }
                let found = await reading(of: metric, at: commit, probes, configuration)
                BisectConsole.line(
                    "probed \(ShortCommit.of(hash)): \(found.map { BisectReport.describe($0) } ?? "skipped")")
                return found
            },
            again: request.metric.isTiming
                ? { hash in
                    guard let commit = request.commits.first(where: { $0.hash == hash }) else { return nil }
                    let found = await pairedAgain(commit, probes, configuration)?[metric]
                    BisectConsole.line(
                        "unsure at \(ShortCommit.of(hash)), measured again: \(found.map { BisectReport.describe($0) } ?? "no more pairs")"
                    )
                    return found
                } : nil)
        var explained: BisectExplanation? = nil
        if case .culprit(let step) = result.outcome {
            explained = await explain(step, configuration: configuration)
        }
        let report = BisectReport(
            request: request, metric: metric, result: result, seconds: probes.seconds,
            skipped: probes.readings.compactMapValues {
                if case .failure(let failure) = $0 { failure.message } else { nil }
            },
            duration: ContinuousClock.now - started, explanation: explained)
        return report.publish(on: output)
    }

    /// Good's and bad's figures of `metric`, for the line that starts the search.
    func describe(_ metric: MetricID, _ probes: Probes) -> String {
        let bad = (try? probes.readings[request.commits[request.commits.count - 1].hash]?.get())?[metric]
        if request.metric.isTiming {
            return "bad against good \(bad.map { BisectReport.describe($0) } ?? "none")"
        }
        let good = (try? probes.readings[good.hash]?.get())?[metric]
        return
            "good \(good.map { BisectReport.describe($0) } ?? "none"), bad \(bad.map { BisectReport.describe($0) } ?? "none")"
    }

    /// `metric`'s reading at `commit` (measured when not yet); good's own is 1 for a timing.
    func reading(
        of metric: MetricID, at commit: BisectRequest.Commit, _ probes: Probes, _ configuration: String
    ) async -> BisectReading? {
        guard let readings = try? await measureOnce(commit, probes, configuration).get() else { return nil }
        if request.metric.isTiming, commit.hash == good.hash { return .good }
        return readings[metric]
    }

    /// Measures `commit` once (a second call answers from memory), timing it.
    func measureOnce(
        _ commit: BisectRequest.Commit, _ probes: Probes, _ configuration: String
    ) async -> Result<[MetricID: BisectReading], ProbeFailure> {
        if let known = probes.readings[commit.hash] { return known }
        let (result, duration) = await GatePhases.timed { () async -> Result<[MetricID: BisectReading], ProbeFailure> in
            if request.metric.isTiming {
                if commit.hash == good.hash { return await worker(commit, configuration).map { _ in [:] } }
                return await paired(commit, probes, configuration)
            }
            return await counted(commit, configuration)
        }
        probes.readings[commit.hash] = result
        probes.seconds[commit.hash, default: 0] += Self.seconds(duration)
        if case .failure(let failure) = result { BisectConsole.line("not measured: \(failure.message)") }
        return result
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

extension BisectReading {
    /// Good's reading of a timing: the ratio of good to itself.
    static let good = BisectReading(figure: 1, lower: 1, upper: 1, p: 1, pairs: 0)
}
