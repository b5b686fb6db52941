import BenchModel

/// The one recorder of a run: every measured call, batch and custom value goes here, into constant
/// storage in the harness arena. Distribution samples stream to the parent in blocks during the
/// measured phase; single values, the slowest calls and the census go at the end.
final class Recorder {
    /// The run's metrics by channel number (what the `channels` frame announces).
    let specs: [MetricSpec]
    /// Measured operations, in order of first appearance.
    let operations: [String]
    let arena: HarnessArena
    let sampleSlot: [Int]
    let valueSlot: [Int]
    let samples: UnsafeMutablePointer<SampleChannel>
    let sampleCount: Int
    let values: UnsafeMutablePointer<Double>
    let valueIsSet: UnsafeMutablePointer<Bool>
    let slowest: UnsafeMutablePointer<SlowestCalls>
    /// Every preempted call beside the slowest (a percentile budget judges them at their CPU time).
    let preempted: UnsafeMutablePointer<PreemptedCalls>
    let customChannels: [(name: String, channel: Int)]
    /// How each operation was sampled, in harness memory: noted during the measured phase
    /// without touching the subject's heap, read out after the heap figures are taken.
    let samplingFigures: UnsafeMutablePointer<SamplingFigures>
    /// Measures every call and batch (on the thread that made the recorder: the measuring one).
    let meter: CallMeter
    /// Where full sample blocks go; `nil` while warming up (blocks are dropped).
    var writer: FrameWriter?
    /// Thread-CPU time an empty measured call reads, subtracted from every CPU sample (floored at 0):
    /// 0 when the meter reads the CPU clock on switches only (an unswitched call's CPU time is its wall time).
    var cpuCorrection: Double = 0
    /// Median cost of one monotonic read (a benchmark batch lasts at least 1,000 of them).
    var wallReadCost: Double = 0
    /// The first name a step recorded that the scenario never declared.
    var undeclaredMetric: String?

    /// A recorder for `specs`, where the first `3 × operations.count` channels are the operations'
    /// wall, CPU and allocated-bytes channels in that order.
    init(specs: [MetricSpec], operations: [String], arena: HarnessArena) {
        self.specs = specs
        self.operations = operations
        self.arena = arena
        meter = CallMeter(arena: arena)
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
        preempted = arena.allocate(1, of: PreemptedCalls(arena: arena))
        samplingFigures = arena.allocate(Swift.max(1, operations.count), of: SamplingFigures())
        let firstCustom = 3 * operations.count
        customChannels = specs.enumerated().filter { $0.offset >= firstCustom && $0.element.id.operation == nil }
            .map { (name: $0.element.id.name, channel: $0.offset) }
    }

    deinit { meter.watch?.close() }

    /// Records one measured call of operation `op` (its channels are `3·op …`).
    @inline(__always)
    func recordCall(op: Int, _ call: MeasuredCall, iteration: Int, step: Int) {
        let wall = Double(call.wallNanoseconds)
        let cpu = max(0, Double(call.cpuNanoseconds) - cpuCorrection)
        offerSlow(op: op, call, wall: wall, cpu: cpu, iteration: iteration, step: step)
        samples[sampleSlot[3 * op]].append(wall, writer: writer)
        samples[sampleSlot[3 * op + 1]].append(cpu, writer: writer)
        samples[sampleSlot[3 * op + 2]].append(Double(call.allocatedBytes), writer: writer)
    }

    /// Offers a call to its operation's slowest calls (with whether it was preempted, which the meter
    /// says of every call), and keeps it among the preempted calls when it was.
    @inline(__always)
    func offerSlow(op: Int, _ call: MeasuredCall, wall: Double, cpu: Double, iteration: Int, step: Int) {
        if call.preempted { preempted.pointee.add(op: op, wall: wall, cpu: cpu, iteration: iteration, step: step) }
        guard slowest[op].admits(wall) else { return }
        slowest[op].offer(
            SlowestCalls.Entry(
                nanoseconds: wall, iteration: iteration, step: step, cpuNanoseconds: cpu, preempted: call.preempted))
    }

    /// Records one timed batch of `batch` calls as one per-call sample of each channel.
    @inline(__always)
    func recordBatch(op: Int, _ call: MeasuredCall, batch: Int, index: Int) {
        let size = Double(batch)
        let wall = Double(call.wallNanoseconds) / size
        let cpu = max(0, Double(call.cpuNanoseconds) - cpuCorrection) / size
        offerSlow(op: op, call, wall: wall, cpu: cpu, iteration: index, step: 0)
        samples[sampleSlot[3 * op]].append(wall, writer: writer)
        samples[sampleSlot[3 * op + 1]].append(cpu, writer: writer)
        samples[sampleSlot[3 * op + 2]].append(Double(call.allocatedBytes) / size, writer: writer)
    }
}
