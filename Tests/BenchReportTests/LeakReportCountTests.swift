import BenchModel
import BenchReport
import Testing

/// A report's leaked-object total counts each leaked object once, per type the larger of the two verdicts.
@Suite struct LeakReportCountTests {
    @Test("an object in both verdicts is counted once; disjoint types add up")
    func countsOnce() {
        let both = LeakReport(
            heapGrowthBytes: 0,
            whileHeld: [ObjectCount(type: "KeyNode", live: 7, expected: 1)],
            afterRelease: [ObjectCount(type: "KeyNode", live: 6, expected: 0)]
        )
        #expect(both.leakedObjects == 6)
        let apart = LeakReport(
            heapGrowthBytes: 0,
            whileHeld: [
                ObjectCount(type: "KeyNode", live: 3, expected: 1),
                ObjectCount(type: "KeyRowNode", live: 1, expected: 1),
            ],
            afterRelease: [
                ObjectCount(type: "KeyNode", live: 1, expected: 0),
                ObjectCount(type: "KeyboardTree", live: 4, expected: 0),
            ]
        )
        #expect(apart.leakedObjects == 2 + 4)
        #expect(LeakReport(heapGrowthBytes: nil, whileHeld: [], afterRelease: []).leakedObjects == 0)
    }
}
