extension WorkerFrame {
    /// Decodes one frame's payload; the whole payload must be consumed.
    public static func decode(tag rawTag: UInt8, payload: ArraySlice<UInt8>) throws(WireError) -> WorkerFrame {
        guard let tag = FrameTag(rawValue: rawTag) else { throw .malformed("unknown frame tag \(rawTag)") }
        var reader = ByteReader(payload)
        let frame = try decodePayload(tag, &reader)
        guard reader.isAtEnd else { throw .malformed("a \(tag) frame has trailing bytes") }
        return frame
    }

    private static func decodePayload(_ tag: FrameTag, _ reader: inout ByteReader) throws(WireError) -> WorkerFrame {
        switch tag {
        case .hello: return .hello(version: try reader.u16())
        case .catalogue: return .catalogue(try reader.catalogue())
        case .channels: return .channels(try reader.list { (r: inout ByteReader) throws(WireError) in try r.spec() })
        case .progress:
            return .progress(phase: try reader.raw(WorkerPhase.self), done: try reader.int(), total: try reader.int())
        case .samples:
            let channel = Int(try reader.u16())
            return .samples(
                channel: channel, values: try reader.list { (r: inout ByteReader) throws(WireError) in try r.f64() })
        case .values:
            return .values(
                try reader.list { (r: inout ByteReader) throws(WireError) in
                    ChannelValue(channel: Int(try r.u16()), value: try r.f64())
                })
        case .slowest: return .slowest(try reader.slowCalls())
        case .objects:
            let afterRelease = try reader.bool()
            return .objects(
                afterRelease: afterRelease,
                try reader.list { (r: inout ByteReader) throws(WireError) in
                    ObjectCount(type: try r.string(), live: try r.int(), expected: try r.int())
                })
        case .result: return .result(try reader.facts())
        case .error: return .error(try reader.string())
        case .peakResident: return .peakResident(bytes: try reader.int())
        }
    }
}

extension ByteReader {
    mutating func spec() throws(WireError) -> MetricSpec {
        MetricSpec(
            id: MetricID(try string()), unit: MetricUnit(rawValue: try string()), polarity: try raw(Polarity.self),
            shape: try raw(MetricShape.self), deterministic: try bool()
        )
    }

    mutating func budget() throws(WireError) -> BudgetSpec {
        BudgetSpec(
            metric: MetricID(try string()), statistic: try raw(Statistic.self),
            comparison: try raw(BudgetComparison.self), limit: try f64(), unit: MetricUnit(rawValue: try string())
        )
    }

    mutating func info() throws(WireError) -> ScenarioInfo {
        let name = try string()
        let kind = try raw(ScenarioKind.self)
        let tags = try list { (r: inout ByteReader) throws(WireError) in try r.string() }
        let pairs = try list { (r: inout ByteReader) throws(WireError) in (try r.string(), try r.string()) }
        let metrics = try list { (r: inout ByteReader) throws(WireError) in try r.spec() }
        let budgets = try list { (r: inout ByteReader) throws(WireError) in try r.budget() }
        let limit = try f64()
        return ScenarioInfo(
            name: name, kind: kind, tags: tags, parameters: Dictionary(pairs, uniquingKeysWith: { _, last in last }),
            metrics: metrics, budgets: budgets, timeLimitSeconds: limit.isNaN ? nil : limit, tracksObjects: try bool()
        )
    }

    /// The catalogue's scenarios, with their repetition caps (version 5 and later) and parts (version 6 and
    /// later) when the worker sent them.
    mutating func catalogue() throws(WireError) -> [ScenarioInfo] {
        var infos = try list { (r: inout ByteReader) throws(WireError) in try r.info() }
        guard !isAtEnd else { return infos }
        let caps = try list { (r: inout ByteReader) throws(WireError) in (try r.int(), try r.string()) }
        guard caps.count == infos.count else {
            throw .malformed("a catalogue frame with \(caps.count) repetition caps for \(infos.count) scenarios")
        }
        for index in infos.indices where caps[index].0 != 0 {
            infos[index].repetitionCap = RepetitionCap(atMost: caps[index].0, reason: caps[index].1)
        }
        guard !isAtEnd else { return infos }
        let parts = try list { (r: inout ByteReader) throws(WireError) in try r.int() }
        guard parts.count == infos.count else {
            throw .malformed("a catalogue frame with \(parts.count) part counts for \(infos.count) scenarios")
        }
        for index in infos.indices where parts[index] != 1 {
            guard (2...RunPart.maximumCount).contains(parts[index]) else {
                throw .malformed("a catalogue frame that splits \(infos[index].name) into \(parts[index]) parts")
            }
            infos[index].parts = parts[index]
        }
        return infos
    }

    /// The slow calls, with their preemption facts when the worker sent them (version 4 and later).
    mutating func slowCalls() throws(WireError) -> [SlowCall] {
        var calls = try list { (r: inout ByteReader) throws(WireError) in try r.slowCall() }
        guard !isAtEnd else { return calls }
        let facts = try list { (r: inout ByteReader) throws(WireError) in (try r.u8(), try r.f64()) }
        guard facts.count == calls.count else {
            throw .malformed("a slowest frame with \(facts.count) preemption facts for \(calls.count) calls")
        }
        for index in calls.indices {
            calls[index].preempted = facts[index].0 == 2 ? nil : facts[index].0 == 1
            calls[index].cpuNanoseconds = facts[index].1.isNaN ? nil : facts[index].1
        }
        return calls
    }

    mutating func slowCall() throws(WireError) -> SlowCall {
        SlowCall(operation: try string(), nanoseconds: try f64(), iteration: try int(), step: try int())
    }

    mutating func facts() throws(WireError) -> RunFacts {
        RunFacts(
            scenario: try string(), seed: try u64(), warmupIterations: try int(), measuredIterations: try int(),
            batchSize: try int(), allocator: AllocatorInfo(version: try string(), statsEnabled: try bool()),
            clock: ClockCosts(wallReadNanoseconds: try f64(), cpuReadNanoseconds: try f64()),
            measuredPhaseNanoseconds: try f64(),
            noise: NoiseCounters(
                involuntaryContextSwitches: try int(), voluntaryContextSwitches: try int(),
                minorPageFaults: try int(), majorPageFaults: try int()
            ),
            sampling: try list { (r: inout ByteReader) throws(WireError) in try r.sampling() }
        )
    }

    mutating func sampling() throws(WireError) -> OperationSampling {
        let operation = try string(), samples = try int(), batch = try int(), stop = try raw(StopReason.self)
        let width = try f64()
        return OperationSampling(
            operation: operation, samples: samples, batchSize: batch, stop: stop,
            relativeHalfWidth: width.isNaN ? nil : width, seconds: try f64()
        )
    }
}
