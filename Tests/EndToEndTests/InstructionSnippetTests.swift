import Foundation
import TestSupport
import Testing

/// Instruction mode runs a stripped copy of the worker from a scratch folder; the snippet scenarios
/// still find the backend stub built beside the real worker.
@Suite("instruction mode and the backend stub", .serialized)
struct InstructionSnippetTests {
    @Test(.needs(.valgrind))
    func aSnippetScenarioFindsTheStubUnderCallgrind() async throws {
        try ToolAvailability.require(.valgrind)
        let run = try await FaultTests.shell("$KB run --instructions --filter '^slow-backend$' --quick --output $OUT/r")
        #expect(
            !run.stderr.contains("analysis-backend not found") && !run.stdout.contains("analysis-backend not found"),
            "\(run.stderr)")
        #expect(run.code == 0 || run.code == 1, "\(run.stderr)")
    }
}
