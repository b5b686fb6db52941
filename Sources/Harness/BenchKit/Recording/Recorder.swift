import BenchModel

/// The one recorder of a run: every measured call, batch and custom value goes here, into constant
/// storage in the harness arena. Distribution samples stream to the parent in blocks during the
/// measured phase; single values, the slowest calls and the census go at the end.
public final class Recorder {
    /// The run's metrics by channel number (what the `channels` frame announces).
    public let specs: [MetricSpec]
    /// Measured operations, in order of first appearance.
    let operations: [String]
    let arena: HarnessArena
    private let sampleSlot: [Int]
    private let valueSlot: [Int]
    private let samples: UnsafeMutablePointer<SampleChannel>
    private let sampleCount: Int
    private let values: UnsafeMutablePointer<Double>
    private let valueIsSet: UnsafeMutablePointer<Bool>
    private let slowest: UnsafeMutablePointer<SlowestCalls>
    private let customChannels: [(name: String, channel: Int)]
    /// How each operation was sampled, in harness memory: noted during the measured phase
    /// without touching the subject's heap, read out after the heap figures are taken.
    let samplingFigures: UnsafeMutablePointer<SamplingFigures>
    /// Where full sample blocks go; `nil` while warming up (blocks are dropped).
    private var writer: FrameWriter?
    /// Thread-CPU time an empty measured call reads; subtracted from every CPU sample (floored at 0).
    var cpuCorrection: Double = 0
    /// Median cost of one monotonic read (a benchmark batch lasts at least 1,000 of them).
    var wallReadCost: Double = 0
    /// The first name a step recorded that the scenario never declared.
    private(set) var undeclaredMetric: String?

    /// A recorder for `specs`, where the first `3 × operations.count` channels are the operations'
    /// wall, CPU and allocated-bytes channels in that order.
    init(specs: [MetricSpec], operations: [String], arena: HarnessArena) {
        self.specs = specs
        self.operations = operations
        self.arena = arena
        var sampleSlot: [Int] = []
        var valueSlot: [Int] = []
        var distributions = 0
        var singles = 0
        for spec in specs {
            sampleSlot.append(spec.shape == .distribution ? distributions : -1)
            valueSlot.append(spec.shape == .value ? singles : -1)
            if spec.shape == .distribution { distributions += 1 } else { singles += 1 }
        }
        self.sampleSlot = sampleSlot
        self.valueSlot = valueSlot
        sampleCount = distributions
        samples = arena.allocate(bytes: Swift.max(1, distributions) * MemoryLayout<SampleChannel>.stride)
            .bindMemory(to: SampleChannel.self, capacity: Swift.max(1, distributions))
        for (channel, slot) in sampleSlot.enumerated() where slot >= 0 {
            (samples + slot).initialize(to: SampleChannel(channel: channel, arena: arena))
        }
        values = arena.allocate(singles, of: 0.0)
        valueIsSet = arena.allocate(singles, of: false)
        slowest = arena.allocate(bytes: Swift.max(1, operations.count) * MemoryLayout<SlowestCalls>.stride)
            .bindMemory(to: SlowestCalls.self, capacity: Swift.max(1, operations.count))
        for index in operations.indices { (slowest + index).initialize(to: SlowestCalls(arena: arena)) }
        samplingFigures = arena.allocate(Swift.max(1, operations.count), of: SamplingFigures())
        let firstCustom = 3 * operations.count
        customChannels = specs.enumerated().filter { $0.offset >= firstCustom && $0.element.id.operation == nil }
            .map { (name: $0.element.id.name, channel: $0.offset) }
    }

    /// Records one measured call of operation `op` (its channels are `3·op …`).
    @inline(__always)
    func recordCall(op: Int, _ call: MeasuredCall, iteration: Int, step: Int) {
        let wall = Double(call.wallNanoseconds)
        samples[sampleSlot[3 * op]].append(wall, writer: writer)
        samples[sampleSlot[3 * op + 1]].append(max(0, Double(call.cpuNanoseconds) - cpuCorrection), writer: writer)
        samples[sampleSlot[3 * op + 2]].append(Double(call.allocatedBytes), writer: writer)
        slowest[op].offer(wall, iteration: iteration, step: step)
    }

    /// Records one timed batch of `batch` calls as one per-call sample of each channel.
    @inline(__always)
    func recordBatch(op: Int, _ call: MeasuredCall, batch: Int, index: Int) {
        let size = Double(batch)
        let wall = Double(call.wallNanoseconds) / size
        samples[sampleSlot[3 * op]].append(wall, writer: writer)
        samples[sampleSlot[3 * op + 1]].append(max(0, Double(call.cpuNanoseconds) - cpuCorrection) / size, writer: writer)
        samples[sampleSlot[3 * op + 2]].append(Double(call.allocatedBytes) / size, writer: writer)
        slowest[op].offer(wall, iteration: index, step: 0)
    }

    /// A step's own value of a declared metric: a sample (distribution) or the run's value (last wins).
    func record(_ name: String, _ value: Double) {
        guard let channel = channel(named: name) else { return }
        if sampleSlot[channel] >= 0 {
            samples[sampleSlot[channel]].append(value, writer: writer)
        } else if writer != nil {
            values[valueSlot[channel]] = value
            valueIsSet[valueSlot[channel]] = true
        }
    }

    /// Adds `amount` to a declared single-valued metric (a counter).
    func add(_ name: String, _ amount: Double) {
        guard writer != nil, let channel = channel(named: name), valueSlot[channel] >= 0 else { return }
        let slot = valueSlot[channel]
        values[slot] = (valueIsSet[slot] ? values[slot] : 0) + amount
        valueIsSet[slot] = true
    }

    /// Sets a built-in single value (memory, leaks) by metric id; ignored when the run has no such channel.
    func setValue(_ id: MetricID, _ value: Double) {
        guard let channel = specs.firstIndex(where: { $0.id == id }), valueSlot[channel] >= 0 else { return }
        values[valueSlot[channel]] = value
        valueIsSet[valueSlot[channel]] = true
    }

    private func channel(named name: String) -> Int? {
        for entry in customChannels where entry.name == name { return entry.channel }
        if undeclaredMetric == nil { undeclaredMetric = name }
        return nil
    }
}

extension Recorder {
    /// From now on full blocks are sent through `writer`; everything recorded so far is dropped.
    func beginMeasuredPhase(_ writer: FrameWriter) {
        for slot in 0..<sampleCount { samples[slot].reset() }
        for index in operations.indices { slowest[index].reset() }
        self.writer = writer
    }

    /// Sends what is pending: the last sample blocks, the single values, the slowest calls.
    func finish(_ writer: FrameWriter) {
        for slot in 0..<sampleCount { samples[slot].flush(writer) }
        self.writer = nil
        var set: [ChannelValue] = []
        for (channel, slot) in valueSlot.enumerated() where slot >= 0 && valueIsSet[slot] {
            set.append(ChannelValue(channel: channel, value: values[slot]))
        }
        writer.send(.values(set))
        writer.send(.slowest(slowestCalls()))
    }

    /// Every operation's kept slowest calls, slowest first.
    func slowestCalls() -> [SlowCall] {
        operations.indices.flatMap { op in
            slowest[op].sorted().map {
                SlowCall(operation: operations[op], nanoseconds: $0.nanoseconds, iteration: $0.iteration, step: $0.step)
            }
        }
    }

    /// Samples recorded in the measured phase on `channel` (sent or pending).
    func sampleTotal(channel: Int) -> Int { sampleSlot[channel] >= 0 ? samples[sampleSlot[channel]].total : 0 }
}
