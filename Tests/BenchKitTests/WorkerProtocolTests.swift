import Foundation
import Testing
@testable import BenchKit

@Suite("worker protocol")
struct WorkerProtocolTests {
    @Test("a result frame round-trips and carries its byte length")
    func resultFrame() throws {
        let result = SampleReports.result("é-scenario", latencies: [1, 2, 3])
        let line = try WorkerFrame.result(result).line()
        #expect(!line.contains("\n"))
        #expect(WorkerFrame.parse(line) == .result(result))
    }

    @Test("truncated, mislabelled and undecodable frames are malformed; other lines are ignored")
    func malformed() throws {
        let line = try WorkerFrame.result(SampleReports.result("s", latencies: [1])).line()
        guard case .malformedResult? = WorkerFrame.parse(String(line.dropLast(5))) else { Issue.record("truncated"); return }
        guard case .malformedResult? = WorkerFrame.parse("@kb result 3 {x}") else { Issue.record("bad json"); return }
        guard case .malformedResult? = WorkerFrame.parse("@kb result abc") else { Issue.record("no length"); return }
        #expect(WorkerFrame.parse("hello @kb result 3 {}") == nil)
        #expect(WorkerFrame.parse("@kb progress measure x 3") == nil)
        #expect(WorkerFrame.parse("@kb progress measure 4 10") == .progress(phase: "measure", done: 4, total: 10))
        #expect(WorkerFrame.parse(try WorkerFrame.error("a\nb").line()) == .error("a b"))
    }

    @Test("termination is judged without trusting half-written results")
    func termination() {
        var transcript = WorkerTranscript()
        #expect(WorkerTermination.ending(status: .signaled(11), transcript: transcript, scenario: "s")
                == .failed(.crashed, "killed by signal 11 (SIGSEGV)"))
        #expect(WorkerTermination.ending(status: .exited(0), transcript: transcript, scenario: "s")
                == .failed(.crashed, "exited without a result"))
        transcript.results = [SampleReports.result("s", latencies: [1])]
        #expect(WorkerTermination.ending(status: .exited(1), transcript: transcript, scenario: "s")
                == .failed(.crashed, "exited with status 1"))
        #expect(WorkerTermination.ending(status: .exited(0), transcript: transcript, scenario: "other")
                == .failed(.crashed, "malformed result: it is for scenario 's'"))
        #expect(WorkerTermination.ending(status: .exited(0), transcript: transcript, scenario: "s") == .completed(transcript.results[0]))
        transcript.errorMessage = "boom"
        #expect(WorkerTermination.ending(status: .exited(WorkerFrame.errorExitStatus), transcript: transcript, scenario: "s")
                == .failed(.error, "boom"))
    }

    @Test("scenario seeds are deterministic, distinct per name and per run seed")
    func seeds() {
        let a = ScenarioSeed.derive(runSeed: 42, scenario: "a")
        #expect(a == ScenarioSeed.derive(runSeed: 42, scenario: "a"))
        #expect(a != ScenarioSeed.derive(runSeed: 42, scenario: "b"))
        #expect(a != ScenarioSeed.derive(runSeed: 43, scenario: "a"))
        #expect(ScenarioSeed.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(ScenarioSeed.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test("the progress bar has eighth-block resolution and a fixed width")
    func progressBar() {
        #expect(ProgressDisplay.bar(0) == "▕          ▏")
        #expect(ProgressDisplay.bar(1) == "▕██████████▏")
        #expect(ProgressDisplay.bar(0.425) == "▕████▎     ▏")
    }
}
