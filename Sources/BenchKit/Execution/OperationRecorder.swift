/// Preallocated sample storage for every measured operation of a step list, so that recording in the
/// measured phase allocates nothing (the harness must not disturb the heap it measures).
struct OperationRecorder {
    /// The operation measured by each step, by index (`nil` for unmeasured steps).
    let operationOfStep: [String?]
    private var slotOfStep: [Int?]
    private var operations: [String]
    private var wall: [SampleBuffer]
    private var cpu: [SampleBuffer]
    private var bytes: [SampleBuffer]

    /// Storage for `iterations` runs of `steps`.
    init<S>(steps: [Step<S>], iterations: Int) {
        operationOfStep = steps.map(\.operation)
        operations = []
        for case let operation? in operationOfStep where !operations.contains(operation) {
            operations.append(operation)
        }
        let ops = operations
        slotOfStep = operationOfStep.map { operation in operation.flatMap { ops.firstIndex(of: $0) } }
        let capacities = operations.map { operation in
            iterations * steps.filter { $0.operation == operation }.count
        }
        wall = capacities.map { SampleBuffer(capacity: $0) }
        cpu = capacities.map { SampleBuffer(capacity: $0) }
        bytes = capacities.map { SampleBuffer(capacity: $0) }
    }

    /// The storage slot of step `index`, `nil` when that step is not measured.
    @inline(__always)
    func slot(ofStep index: Int) -> Int? { slotOfStep[index] }

    /// Records one measured call.
    @inline(__always)
    mutating func record(slot: Int, wallNanoseconds: UInt64, cpuNanoseconds: UInt64, allocatedBytes: UInt64) {
        wall[slot].record(Double(wallNanoseconds))
        cpu[slot].record(Double(cpuNanoseconds))
        bytes[slot].record(Double(allocatedBytes))
    }

    /// Every operation's samples, three metrics each.
    func metrics() -> [MetricSamples] {
        operations.indices.flatMap { index in
            [
                MetricSamples(id: .latency(operations[index]), values: wall[index].values),
                MetricSamples(id: .cpuTime(operations[index]), values: cpu[index].values),
                MetricSamples(id: .allocatedBytes(operations[index]), values: bytes[index].values),
            ]
        }
    }
}
