import Foundation
import TestSupport
import Testing

/// `run --against` with a baseline worker that cannot measure: a side without figures fails the gate
/// (exit 3, one line).
@Suite("paired runs whose baseline worker fails", .serialized)
struct PairedGateTests {
    /// A baseline worker that describes the fixture worker's scenarios, then dies of SIGSEGV in every run.
    static let crashing = #"printf '#!/bin/sh\ncase "$1" in describe) exec "%s" "$@";; esac\nkill -SEGV $$\n' "$W" > $OUT/crashing && chmod +x $OUT/crashing && "#

    @Test func aBaselineWorkerThatAlwaysCrashesFailsTheGate() async throws {
        let run = try await FaultTests.shell(Self.crashing + "$KB run --worker $W --filter '^dsl-clean$' --quick --repetitions 2 --against $OUT/crashing --output $OUT/r")
        #expect(run.code == 3, "\(run.stdout.suffix(300)) \(run.stderr)")
        let lines = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(lines.count == 1 && lines[0].contains("the baseline worker produced no figures for dsl-clean"), "\(run.stderr)")
        let markdown = try String(contentsOfFile: run.out.path + "/r/latest/compare.md", encoding: .utf8)
        #expect(markdown.hasPrefix("❌ no paired comparison"), "\(markdown.prefix(300))")
    }
}
