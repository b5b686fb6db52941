import FuzzSubjects
import FuzzSupport
import Testing

/// The Morse engine probe is reachable (selector 4) and its seeds hold.
@Suite struct MorseFuzzTests {
    @Test func morseInputsRunTheEngineProbeAndFindNothing() {
        var bytes: [UInt8] = [4, 1, 20]
        bytes += (0..<600).map { UInt8(truncatingIfNeeded: $0 &* 53 &+ 11) }
        #expect(FuzzTarget.run(bytes, options: FuzzOptions()) == nil)
        for first: UInt8 in [4, 12, 20] {
            #expect(
                FuzzTarget.run([first] + Array(repeating: 0xFF, count: 300), options: FuzzOptions()) == nil, "NaN times"
            )
            #expect(
                FuzzTarget.run([first, 0] + Array(repeating: 0x00, count: 300), options: FuzzOptions()) == nil,
                "no time passing")
        }
    }
}
