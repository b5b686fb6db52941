import Foundation
import KeyboardFuzz
import TestSupport
import Testing
import TouchMapping

/// The fuzz programs, run through the real `fuzz-keyboard` replay tool in its own process: session
/// programs count live tree objects process-wide, so they must not share a process with the
/// KeyboardCore tests that check the same counts. (`scripts/fuzz.sh` runs the libFuzzer build.)
@Suite(.serialized) struct KeyboardFuzzerTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let tool = TestProducts.path("fuzz-keyboard")

    /// Runs the replay tool on `paths`; returns its exit status and last line of output.
    static func replay(_ paths: [String], knownFaults: String? = nil) throws -> (status: Int32, summary: String) {
        let outcome = try TestProcess.run(
            tool, paths,
            options: TestProcessOptions(environment: ["FUZZ_KEYBOARD_KNOWN_FAULTS": knownFaults], stderr: .inherit)
        )
        let lines = outcome.stdout.split(separator: "\n")
        return (outcome.status, lines.last.map(String.init) ?? "")
    }

    @Test func everySeedHolds() throws {
        let result = try Self.replay([Self.root.appendingPathComponent("Fuzz/corpus/keyboard").path])
        #expect(result.status == 0)
        #expect(result.summary.hasSuffix("input(s) replayed, 0 finding(s)"))
    }

    /// 300 inputs from a fixed seed (the same every run). A finding keeps the inputs: the message names
    /// the folder, and the tool's output names the input that failed (regenerable from the seed too).
    @Test func seededRandomInputsHold() throws {
        let seed: UInt64 = 18_2026
        let scratch = try TemporaryDirectory("fuzz-inputs-seed-\(seed)")
        let directory = URL(fileURLWithPath: scratch.path, isDirectory: true)
        var random = SeededGenerator(seed: seed)
        for index in 0..<300 {
            let bytes = (0..<Int(random.next() % 401)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            try Data(bytes).write(to: directory.appendingPathComponent("input-\(index)"))
        }
        let result = try Self.replay([directory.path])
        let held = result.status == 0 && result.summary == "300 input(s) replayed, 0 finding(s)"
        if !held { scratch.keep() }
        #expect(held, "seed \(seed): \(result.summary); the inputs are kept in \(directory.path)")
    }

    /// The reproducers of known faults 15–17 find nothing with those faults tried: the faults are
    /// fixed (named errors instead of traps and wrong verdicts), and the inputs stay as regression seeds.
    @Test func knownFaultReproducersFindNothingNowThatTheFaultsAreFixed() throws {
        let known = Self.root.appendingPathComponent("Fuzz/known-faults")
        let files = [
            "item-15-hit-regions-of-8-rows", "item-16-nan-width-tree-hidden-from-cache",
            "item-17-audit-passes-negative-screen",
        ]
        .map { known.appendingPathComponent($0).path }
        #expect(try Self.replay(files, knownFaults: "all").summary == "3 input(s) replayed, 0 finding(s)")
        #expect(try Self.replay(files).summary == "3 input(s) replayed, 0 finding(s)")
    }

    @Test func replayOfAMissingFileIsBadUsage() throws {
        #expect(try Self.replay(["/no/such/input"]).status == 2)
    }
}
