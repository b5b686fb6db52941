@testable import BenchModel
import Testing

@Suite("the worker wire format")
struct WireFormatTests {
    static let info = ScenarioInfo(
        name: "storm", kind: .scenario, tags: ["nightly", "pr"], parameters: ["device": "iPhone 14 Pro", "ü": "ß"],
        metrics: MetricSpec.perCall("switch") + [
            MetricSpec(id: "accuracy", unit: .ratio, polarity: .largerIsBetter, shape: .value, deterministic: true)
        ],
        budgets: [
            BudgetSpec(metric: .latency("switch"), statistic: .p100, comparison: .below, limit: 1e8, unit: .nanoseconds)
        ],
        timeLimitSeconds: nil, tracksObjects: true
    )

    static let frames: [WorkerFrame] = [
        .hello(version: WorkerFrame.protocolVersion),
        .catalogue([info]),
        .channels(info.metrics),
        .progress(phase: .measured, done: 5, total: 10),
        .samples(channel: 2, values: [1, 2.5, .infinity, -0.0, 1e300]),
        .values([ChannelValue(channel: 3, value: 0.995)]),
        .slowest([SlowCall(operation: "switch", nanoseconds: 4e6, iteration: 7, step: 1)]),
        .objects(afterRelease: true, [ObjectCount(type: "KeyNode", live: 94, expected: 0)]),
        .result(
            RunFacts(
                scenario: "storm", seed: .max, warmupIterations: 100, measuredIterations: 10_000, batchSize: 1,
                allocator: AllocatorInfo(version: "5.3.0", statsEnabled: true),
                clock: ClockCosts(wallReadNanoseconds: 23.2, cpuReadNanoseconds: 580),
                measuredPhaseNanoseconds: 1.5e9,
                noise: NoiseCounters(
                    involuntaryContextSwitches: 3, voluntaryContextSwitches: 0, minorPageFaults: 12, majorPageFaults: 0)
            )),
        .error("boom — one line"),
        .peakResident(bytes: 12_345_678),
    ]

    @Test("every frame survives encoding and decoding, fed whole or a byte at a time")
    func roundTrip() throws {
        let bytes = Self.frames.flatMap { $0.encoded() }
        var whole = FrameStream()
        #expect(try whole.feed(bytes) == Self.frames)
        var trickle = FrameStream()
        var decoded: [WorkerFrame] = []
        for byte in bytes { decoded += try trickle.feed([byte]) }
        #expect(decoded == Self.frames)
        #expect(trickle.pendingByteCount == 0)
    }

    @Test("a slow call's preemption facts travel after the calls; a version-3 frame without them reads as unknown")
    func preemptionFacts() throws {
        var preempted = SlowCall(operation: "switch", nanoseconds: 372e6, iteration: 3, step: 0)
        preempted.preempted = true
        preempted.cpuNanoseconds = 15e6
        var ran = SlowCall(operation: "switch", nanoseconds: 90e6, iteration: 4, step: 0)
        ran.preempted = false
        ran.cpuNanoseconds = 89e6
        let frame = WorkerFrame.slowest([preempted, ran])
        var stream = FrameStream()
        #expect(try stream.feed(frame.encoded()) == [frame])
        // Version 3: the list of calls only (tag, length, then the payload without the facts).
        var writer = ByteWriter()
        writer.list([preempted]) { $0.slowCall($1) }
        let payload = writer.bytes
        let length = UInt32(payload.count)
        let old = [FrameTag.slowest.rawValue] + withUnsafeBytes(of: length.littleEndian, Array.init) + payload
        var oldStream = FrameStream()
        let decoded = try oldStream.feed(old)
        guard case .slowest(let calls) = decoded.first else { Issue.record("no slowest frame"); return }
        #expect(
            calls.first?.preempted == nil && calls.first?.cpuNanoseconds == nil && calls.first?.nanoseconds == 372e6)
    }

    @Test("a truncated frame stays pending; an unknown tag, an oversized length or trailing bytes are refused")
    func malformed() throws {
        var stream = FrameStream()
        let frame = WorkerFrame.error("x").encoded()
        #expect(try stream.feed(frame.dropLast()) == [])
        #expect(stream.pendingByteCount == frame.count - 1)

        var unknown = FrameStream()
        #expect(throws: WireError.malformed("unknown frame tag 0")) { try unknown.feed([0, 0, 0, 0, 0]) }

        var huge = FrameStream()
        #expect(throws: WireError.self) { try huge.feed([0x45, 0xFF, 0xFF, 0xFF, 0x7F]) }

        var trailing = FrameStream()
        var bytes = WorkerFrame.hello(version: 2).encoded()
        bytes[1] = 3
        bytes.append(0)
        #expect(throws: WireError.malformed("a hello frame has trailing bytes")) { try trailing.feed(bytes) }
    }

    @Test("a string that is not UTF-8 is refused, not replaced")
    func invalidUTF8() {
        var writer = ByteWriter()
        writer.u32(2)
        var payload = writer.bytes
        payload += [0xC3, 0x28]
        #expect(throws: WireError.malformed("a string is not UTF-8")) {
            try WorkerFrame.decode(tag: FrameTag.error.rawValue, payload: payload[...])
        }
    }
}
