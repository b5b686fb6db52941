import FuzzSupport
import Testing

struct FuzzBytesTests {
    @Test func readsPastTheEndAsZeros() {
        var input = FuzzBytes([7])
        #expect(input.byte() == 7)
        #expect(input.isAtEnd)
        #expect(input.byte() == 0)
        #expect(input.index(below: 5) == 0)
        #expect(input.string() == "")
    }

    @Test func indexStaysInRangeAndToleratesNonPositiveCounts() {
        var input = FuzzBytes([255, 254, 3])
        #expect(input.index(below: 10) == 5)
        #expect(input.index(below: 0) == 0)
        #expect(input.index(below: -3) == 0)
    }

    @Test func doubleGivesEdgeValuesAndRawBitPatterns() {
        var edge = FuzzBytes([1])
        #expect(edge.double().isNaN)
        var raw = FuzzBytes([0, 0, 0, 0, 0, 0, 0, 0xF0, 0x7F])
        #expect(raw.double() == .infinity)
    }

    @Test func smallIntIsSigned() {
        var input = FuzzBytes([0xFF, 0x7F])
        #expect(input.smallInt() == -1)
        #expect(input.smallInt() == 127)
    }
}

struct FuzzOptionsTests {
    @Test func environmentValueSelectsKnownFaults() {
        #expect(FuzzOptions(environmentValue: nil).knownFaults == [15, 16, 17], "fixed, so tried by default")
        #expect(FuzzOptions(environmentValue: "none").knownFaults.isEmpty)
        #expect(FuzzOptions(environmentValue: "1").knownFaults == [15, 16, 17])
        #expect(FuzzOptions(environmentValue: "all").knownFaults == [15, 16, 17])
        #expect(FuzzOptions(environmentValue: "16,17,99,x").knownFaults == [16, 17])
        #expect(FuzzOptions(environmentValue: "16").tries(16))
        #expect(FuzzOptions(environmentValue: "16").tries(15) == false)
    }
}
