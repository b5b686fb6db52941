import Foundation
import TestSupport
import Testing

/// `run --against` with a baseline worker that cannot measure: a side without figures fails the gate
/// (exit 3, one line), and a worker that never describes its scenarios is timed out within `--describe-time-limit`.
@Suite("paired runs whose baseline worker fails", .serialized)
struct PairedGateTests {
    /// A baseline worker that describes the fixture worker's scenarios, then dies of SIGSEGV in every run.
    static let crashing =
        #"printf '#!/bin/sh\ncase "$1" in describe) exec "%s" "$@";; esac\nkill -SEGV $$\n' "$W" > $OUT/crashing && chmod +x $OUT/crashing && "#

    @Test func aBaselineWorkerThatAlwaysCrashesFailsTheGate() async throws {
        let run = try await FaultTests.shell(
            Self.crashing
                + "$KB run --worker $W --filter '^dsl-clean$' --quick --repetitions 2 --against $OUT/crashing --output $OUT/r"
        )
        #expect(run.code == 3, "\(run.stdout.suffix(300)) \(run.stderr)")
        let lines = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(
            lines.count == 1 && lines[0].contains("the baseline worker produced no figures for dsl-clean"),
            "\(run.stderr)")
        let markdown = try String(contentsOfFile: run.out.path + "/r/latest/compare.md", encoding: .utf8)
        #expect(markdown.hasPrefix("❌ no paired comparison"), "\(markdown.prefix(300))")
        let counts = markdown.split(separator: "\n").first { $0.hasPrefix("Baseline ") } ?? ""
        #expect(!markdown.contains("✅") && !counts.contains("better"), "\(markdown.prefix(600))")
        #expect(markdown.contains("### Not compared (1): no figures on a side"), "\(markdown.prefix(600))")
    }

    @Test func aBaselineWorkerThatNeverDescribesIsTimedOutWithinTheDescribeTimeLimit() async throws {
        let start = ContinuousClock.now
        let run = try await FaultTests.shell(
            #"printf '#!/bin/sh\nexec sleep 120\n' > $OUT/mute && chmod +x $OUT/mute && $KB run --worker $W --filter '^dsl-clean$' --quick --describe-time-limit 2 --against $OUT/mute --output $OUT/r"#
        )
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        #expect(seconds < 20, "bounded by --describe-time-limit 2, not a fixed minute")
        #expect(run.code == 3, "\(run.stderr)")
        #expect(run.stderr.contains("timed out after 2"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }
}
