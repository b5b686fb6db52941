import Foundation
import TestSupport
import Testing

/// `independent_scenes.py --noise-seed N` redraws a session's sensor noise and nothing else: the truth
/// (contacts, fingertips) is the same, each frame differs from the default draw by the noise alone, and one
/// noise seed draws the same frames twice — so a score can be checked against other draws of one scene.
@Suite struct IndependentNoiseDrawTests {
    @Test(.needs(.openCV)) func aNoiseSeedRedrawsOnlyTheNoise() throws {
        try ToolAvailability.require(.openCV)
        // Each session in a scratch folder of its own, kept until the test ends.
        var scratches: [TemporaryDirectory] = []
        func session(_ noiseSeed: Int?) throws -> String {
            scratches.append(try TemporaryDirectory("independent-noise-draw"))
            let folders = try IndependentScenesTests.sessions(
                ["plain"], in: scratches[scratches.count - 1], touches: 2, noiseSeed: noiseSeed)
            return try #require(folders["plain"])
        }
        let (base, first, again, second) = (try session(nil), try session(1), try session(1), try session(2))
        func bytes(_ folder: String, _ file: String) throws -> [UInt8] {
            [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file)))
        }
        let truth = try bytes(base, "session.json")
        for folder in [first, again, second] {
            #expect(try bytes(folder, "session.json") == truth, "the same scene: \(folder)")
        }
        let frame = "frame-000010.rgba"
        let (plain, noisy) = (try bytes(base, frame), try bytes(first, frame))
        #expect(try bytes(again, frame) == noisy, "one noise seed, one draw")
        #expect(try bytes(second, frame) != noisy && noisy != plain, "another seed, another draw")
        let difference = zip(plain, noisy).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        let meanDifference = Double(difference) / Double(plain.count)
        #expect(meanDifference > 0.5 && meanDifference < 5, "the noise alone (σ 2): \(meanDifference) a byte")
    }
}
