@testable import BenchModel
import Testing

@Suite("repetition caps in the catalogue")
struct RepetitionCapWireTests {
    static func info(_ name: String, cap: RepetitionCap?) -> ScenarioInfo {
        var info = ScenarioInfo(
            name: name, kind: .scenario, tags: ["nightly"], parameters: [:], metrics: MetricSpec.perCall("frame"),
            budgets: [], timeLimitSeconds: 600, tracksObjects: false)
        info.repetitionCap = cap
        return info
    }

    @Test("a cap travels after the catalogue's scenarios; scenarios without one read as uncapped")
    func roundTrip() throws {
        let frame = WorkerFrame.catalogue([
            Self.info("capped", cap: RepetitionCap(atMost: 2, reason: "deterministic — ü")),
            Self.info("free", cap: nil),
        ])
        var stream = FrameStream()
        #expect(try stream.feed(frame.encoded()) == [frame])
    }

    @Test("a version-4 catalogue (no caps after the scenarios) reads with every scenario uncapped")
    func olderWorker() throws {
        var writer = ByteWriter()
        writer.list([Self.info("old", cap: nil)]) { $0.info($1) }
        let payload = writer.bytes
        let length = UInt32(payload.count)
        let old = [FrameTag.catalogue.rawValue] + withUnsafeBytes(of: length.littleEndian, Array.init) + payload
        var stream = FrameStream()
        guard case .catalogue(let infos) = try stream.feed(old).first else {
            Issue.record("no catalogue frame")
            return
        }
        #expect(infos.map(\.name) == ["old"] && infos[0].repetitionCap == nil)
        #expect(infos[0].repetitions(of: 5) == 5)
    }

    @Test("a cap gives at most its count and at least one repetition")
    func repetitionsOfARun() {
        let cap = RepetitionCap(atMost: 2, reason: "x")
        #expect([1, 2, 5].map(cap.repetitions(of:)) == [1, 2, 2])
        #expect(Self.info("c", cap: cap).repetitions(of: 5) == 2 && Self.info("f", cap: nil).repetitions(of: 5) == 5)
    }

    @Test("a cap below 1 or without a reason is a problem")
    func problems() {
        #expect(RepetitionCap(atMost: 2, reason: "why").problem == nil)
        #expect(RepetitionCap(atMost: 0, reason: "why").problem == "has Repetitions(atMost: 0); it must be 1 or more")
        #expect(RepetitionCap(atMost: -3, reason: "why").problem == "has Repetitions(atMost: -3); it must be 1 or more")
        #expect(
            RepetitionCap(atMost: 1, reason: " ").problem
                == "has Repetitions(atMost: 1) without a reason; say why fewer repetitions suffice")
    }
}
