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

    @Test("items of unlike cost are dealt heaviest first to the lightest part; every item lands in one part")
    func partsByCost() throws {
        let costs: [Double] = [1, 14, 1, 6, 1, 4, 3, 1, 2, 1, .nan, -1]
        let parts = try (0..<2).map { try #require(RunPart(index: $0, count: 2)) }
        let shares = parts.map { $0.share(of: costs) { $0 } }
        let positions = shares.flatMap { $0.map(\.position) }.sorted()
        #expect(positions == Array(costs.indices))
        for share in shares { #expect(share.map(\.position) == share.map(\.position).sorted()) }
        let loads: [Double] = shares.map { share -> Double in
            share.map(\.item).filter { $0.isFinite && $0 > 0 }.reduce(0, +)
        }
        #expect(loads == [17, 17], "14 + 1 + 1 + 1 against 6 + 4 + 3 + 2 + 1 + 1")
        #expect(RunPart.whole.share(of: costs) { $0 }.count == costs.count)
        let alike = parts[1].share(of: [Double](repeating: 1, count: 5)) { $0 }.map(\.position)
        #expect(alike == [1, 3], "equal costs are dealt in turn")
    }
}
