extension WorkerFrame {
    /// The whole frame: tag, payload length, payload.
    public func encoded() -> [UInt8] {
        var payload = ByteWriter()
        encodePayload(into: &payload)
        var frame = ByteWriter()
        frame.u8(tag.rawValue)
        frame.u32(UInt32(payload.bytes.count))
        return frame.bytes + payload.bytes
    }

    /// The tag of this frame.
    public var tag: FrameTag {
        switch self {
        case .hello: .hello
        case .catalogue: .catalogue
        case .channels: .channels
        case .progress: .progress
        case .samples: .samples
        case .values: .values
        case .slowest: .slowest
        case .objects: .objects
        case .result: .result
        case .error: .error
        case .peakResident: .peakResident
        }
    }

    private func encodePayload(into writer: inout ByteWriter) {
        switch self {
        case .hello(let version): writer.u16(version)
        case .catalogue(let infos):
            writer.list(infos) { $0.info($1) }
            writer.list(infos) { $0.repetitionCap($1.repetitionCap) }
            writer.list(infos) { $0.int($1.parts ?? 1) }
        case .channels(let specs): writer.list(specs) { $0.spec($1) }
        case let .progress(phase, done, total):
            writer.string(phase.rawValue)
            writer.int(done)
            writer.int(total)
        case let .samples(channel, values):
            writer.u16(UInt16(truncatingIfNeeded: channel))
            writer.list(values) { $0.f64($1) }
        case .values(let values):
            writer.list(values) {
                $0.u16(UInt16(truncatingIfNeeded: $1.channel)); $0.f64($1.value)
            }
        case .slowest(let calls):
            writer.list(calls) { $0.slowCall($1) }
            writer.list(calls) { $0.preemption($1) }
        case let .objects(afterRelease, counts):
            writer.bool(afterRelease)
            writer.list(counts) {
                $0.string($1.type); $0.int($1.live); $0.int($1.expected)
            }
        case .result(let facts): writer.facts(facts)
        case .error(let message): writer.string(message)
        case .peakResident(let bytes): writer.int(bytes)
        }
    }
}

extension ByteWriter {
    mutating func spec(_ spec: MetricSpec) {
        string(spec.id.name)
        string(spec.unit.rawValue)
        string(spec.polarity.rawValue)
        string(spec.shape.rawValue)
        bool(spec.deterministic)
    }

    mutating func budget(_ budget: BudgetSpec) {
        string(budget.metric.name)
        string(budget.statistic.rawValue)
        string(budget.comparison.rawValue)
        f64(budget.limit)
        string(budget.unit.rawValue)
    }

    mutating func info(_ info: ScenarioInfo) {
        string(info.name)
        string(info.kind.rawValue)
        list(info.tags) { $0.string($1) }
        list(info.parameters.sorted { $0.key < $1.key }) {
            $0.string($1.key); $0.string($1.value)
        }
        list(info.metrics) { $0.spec($1) }
        list(info.budgets) { $0.budget($1) }
        f64(info.timeLimitSeconds ?? .nan)
        bool(info.tracksObjects)
    }

    /// A scenario's repetition cap, sent after the catalogue's list of scenarios (version 5; a version-4
    /// worker sends none): the cap (0: none) and its reason.
    mutating func repetitionCap(_ cap: RepetitionCap?) {
        int(cap?.atMost ?? 0)
        string(cap?.reason ?? "")
    }

    mutating func slowCall(_ call: SlowCall) {
        string(call.operation)
        f64(call.nanoseconds)
        int(call.iteration)
        int(call.step)
    }

    /// A slow call's preemption facts, sent after the list of calls (version 4; a version-3 worker
    /// sends none): whether it was preempted (0 no, 1 yes, 2 unknown) and its CPU time (NaN: unknown).
    mutating func preemption(_ call: SlowCall) {
        u8(call.preempted.map { $0 ? 1 : 0 } ?? 2)
        f64(call.cpuNanoseconds ?? .nan)
    }

    mutating func facts(_ facts: RunFacts) {
        string(facts.scenario)
        u64(facts.seed)
        int(facts.warmupIterations)
        int(facts.measuredIterations)
        int(facts.batchSize)
        string(facts.allocator.version)
        bool(facts.allocator.statsEnabled)
        f64(facts.clock.wallReadNanoseconds)
        f64(facts.clock.cpuReadNanoseconds)
        f64(facts.measuredPhaseNanoseconds)
        int(facts.noise.involuntaryContextSwitches)
        int(facts.noise.voluntaryContextSwitches)
        int(facts.noise.minorPageFaults)
        int(facts.noise.majorPageFaults)
        list(facts.sampling) { writer, sampling in
            writer.string(sampling.operation)
            writer.int(sampling.samples)
            writer.int(sampling.batchSize)
            writer.string(sampling.stop.rawValue)
            writer.f64(sampling.relativeHalfWidth ?? .nan)
            writer.f64(sampling.seconds)
        }
    }
}
