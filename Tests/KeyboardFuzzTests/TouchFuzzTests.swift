import Foundation
import FuzzSubjects
import FuzzSupport
import Testing
import TouchMapping

/// The touch probe is reachable (selector 7) and its seeds hold.
@Suite struct TouchFuzzTests {
    @Test func touchInputsRunTheTouchProbeAndFindNothing() {
        var bytes: [UInt8] = [7, 0, 1, 2, 1, 12]
        bytes += (0..<400).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        #expect(FuzzTarget.run(bytes, options: FuzzOptions()) == nil)
        for first: UInt8 in [7, 15, 23] {
            #expect(
                FuzzTarget.run([first] + Array(repeating: 0xFF, count: 300), options: FuzzOptions()) == nil,
                "all-NaN doubles")
        }
    }

    /// The extremes (`TouchProbe+Extremes`): an input of 86 zero bytes after the selector
    /// runs the touch probe's first part on nothing and reaches the extremes, whose case is the next byte.
    @Test(arguments: 0..<5)
    func extremesHoldForSeededParameters(_ extreme: Int) {
        var random = SeededGenerator(seed: UInt64(18 + extreme))
        for _ in 0..<40 {
            let tail = (0..<96).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let bytes = [7] + Array(repeating: 0, count: 86) + [UInt8(extreme)] + tail
            let finding = FuzzTarget.run(bytes, options: FuzzOptions())
            #expect(finding == nil, "\(bytes): \(String(describing: finding))")
        }
    }

    @Test func extremeSeedsAreInTheCorpus() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fuzz/corpus/keyboard")
        for name in ["magnitudes", "subnormal", "many-keys", "calibration-scale", "printed-gap"] {
            let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent("touch-extreme-\(name)")))
            #expect(
                bytes.prefix(88) == [7] + Array(repeating: 0, count: 86) + [bytes[87]] && bytes.count > 88, "\(name)")
            #expect(FuzzTarget.run(bytes, options: FuzzOptions()) == nil, "\(name)")
        }
    }
}
