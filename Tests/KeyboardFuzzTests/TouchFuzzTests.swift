import KeyboardFuzz
import Testing

/// The touch probe is reachable (selector 7) and its seeds hold.
@Suite struct TouchFuzzTests {
    @Test func touchInputsRunTheTouchProbeAndFindNothing() {
        var bytes: [UInt8] = [7, 0, 1, 2, 1, 12]
        bytes += (0..<400).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        #expect(KeyboardFuzzer().run(bytes) == nil)
        for first: UInt8 in [7, 15, 23] {
            #expect(KeyboardFuzzer().run([first] + Array(repeating: 0xFF, count: 300)) == nil, "all-NaN doubles")
        }
    }
}
