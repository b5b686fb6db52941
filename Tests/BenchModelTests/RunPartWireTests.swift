@testable import BenchModel
import Testing

@Suite("split scenarios in the catalogue")
struct RunPartWireTests {
    @Test("a scenario's parts travel after the caps; a version-5 catalogue reads with every scenario whole")
    func roundTrip() throws {
        var split = RepetitionCapWireTests.info("split", cap: RepetitionCap(atMost: 1, reason: "exact"))
        split.parts = 2
        let frame = WorkerFrame.catalogue([split, RepetitionCapWireTests.info("whole", cap: nil)])
        var stream = FrameStream()
        #expect(try stream.feed(frame.encoded()) == [frame])

        var writer = ByteWriter()
        writer.list([split]) { $0.info($1) }
        writer.list([split]) { $0.repetitionCap($1.repetitionCap) }
        let payload = writer.bytes
        let old =
            [FrameTag.catalogue.rawValue] + withUnsafeBytes(of: UInt32(payload.count).littleEndian, Array.init)
            + payload
        var oldStream = FrameStream()
        guard case .catalogue(let infos) = try oldStream.feed(old).first else {
            Issue.record("no catalogue frame")
            return
        }
        #expect(infos[0].parts == nil && infos[0].repetitionCap?.atMost == 1)
    }

    @Test("K/N reads 1-based, 1 ≤ K ≤ N ≤ 16; the items are dealt out in turn")
    func parts() {
        #expect(RunPart(parsing: "2/3") == RunPart(index: 1, count: 3))
        #expect(RunPart(parsing: "2/3")?.description == "2/3")
        for bad in ["0/3", "4/3", "1/17", "3", "/", "a/3", "1/3/3"] { #expect(RunPart(parsing: bad) == nil, "\(bad)") }
        let third = RunPart(index: 2, count: 3)
        #expect(third?.share(of: Array(0..<8)).map(\.item) == [2, 5])
        #expect(RunPart.whole.selects(7))
    }
}
