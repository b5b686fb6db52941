import BenchReport
/// What the parent saw from a worker: its frames, folded as they arrive, and the tail of its stderr.
struct WorkerTranscript: Sendable {
    var helloVersion: UInt16?
    var catalogue: [ScenarioInfo]?
    var channels: [MetricSpec] = []
    var samples: [Int: [Double]] = [:]
    var values: [ChannelValue] = []
    var slowest: [SlowCall] = []
    var whileHeld: [ObjectCount] = []
    var afterRelease: [ObjectCount] = []
    var facts: RunFacts?
    var errorMessage: String?
    var peakResidentBytes: Int?
    /// Why the stream could not be read or decoded, if it could not.
    var streamFailure: String?
    /// The last few non-empty stderr lines (the first runtime failure line, if any, ahead of them).
    var stderrTail: [String] = []
    /// How many bytes the worker wrote to stderr in all (`stderrTail` keeps a bounded part).
    var stderrBytes = 0

    mutating func record(_ frame: WorkerFrame) {
        switch frame {
        case .hello(let version): helloVersion = version
        case .catalogue(let infos): catalogue = infos
        case .channels(let specs): channels = specs
        case .progress: break
        case let .samples(channel, block): samples[channel, default: []].append(contentsOf: block)
        case .values(let list): values += list
        case .slowest(let calls): slowest += calls
        case let .objects(afterRelease, counts):
            if afterRelease { self.afterRelease = counts } else { whileHeld = counts }
        case .result(let facts): self.facts = facts
        case .error(let message): errorMessage = message
        case .peakResident(let bytes): peakResidentBytes = bytes
        }
    }

    /// The assembled result, or why the frames do not make one.
    func result() -> Result<WorkerResult, TranscriptProblem> {
        guard let facts else { return .failure(TranscriptProblem("the worker sent no result")) }
        var samplesByMetric: [MetricID: [Double]] = [:]
        var valuesByMetric: [MetricID: Double] = [:]
        for (channel, block) in samples {
            guard channels.indices.contains(channel) else {
                return .failure(TranscriptProblem("samples for unknown channel \(channel)"))
            }
            samplesByMetric[channels[channel].id] = block
        }
        for value in values {
            guard channels.indices.contains(value.channel) else {
                return .failure(TranscriptProblem("a value for unknown channel \(value.channel)"))
            }
            valuesByMetric[channels[value.channel].id] = value.value
        }
        return .success(
            WorkerResult(
                channels: channels, samples: samplesByMetric, values: valuesByMetric, facts: facts, slowest: slowest,
                whileHeld: whileHeld, afterRelease: afterRelease, peakResidentBytes: peakResidentBytes.map(Double.init)
            ))
    }
}

/// Why a worker's frames do not make a result.
struct TranscriptProblem: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
