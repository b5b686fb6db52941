@testable import BenchKit

/// A run's frames, decoded into what the tests ask about.
struct RunFrames {
    let frames: [WorkerFrame]

    init(_ frames: [WorkerFrame]) { self.frames = frames }

    /// Runs `entry` in this process.
    init(running entry: RegisteredScenario, seed: UInt64 = 1, quick: Bool = false, iterations: Int? = nil) throws {
        frames = try entry.runInProcess(WorkerSettings(seed: seed, quick: quick, iterations: iterations))
    }

    var channels: [MetricSpec] {
        for case .channels(let specs) in frames { return specs }
        return []
    }

    var facts: RunFacts? {
        for case .result(let facts) in frames { return facts }
        return nil
    }

    func samples(_ metric: MetricID) -> [Double] {
        guard let channel = channels.firstIndex(where: { $0.id == metric }) else { return [] }
        return frames.flatMap { frame -> [Double] in
            if case let .samples(index, values) = frame, index == channel { return values }
            return []
        }
    }

    func value(_ metric: MetricID) -> Double? {
        guard let channel = channels.firstIndex(where: { $0.id == metric }) else { return nil }
        for case .values(let values) in frames {
            if let match = values.first(where: { $0.channel == channel }) { return match.value }
        }
        return nil
    }

    var sampleFrameCount: Int {
        frames.filter {
            if case .samples = $0 { return true }; return false
        }.count
    }

    var slowest: [SlowCall] {
        for case .slowest(let calls) in frames { return calls }
        return []
    }
}
