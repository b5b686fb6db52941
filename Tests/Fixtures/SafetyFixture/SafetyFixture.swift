import BenchSafety
#if canImport(Glibc)
    import Glibc
#endif

/// A tiny tool that uses BenchSafety the way the CLI should, so tests can run a real process with
/// closed, full or broken standard descriptors:
///
/// - `list`: prints 200 lines as main output; exit 0, or 3 with `error: …` when the output was lost.
/// - `bad-input`: one `error:` line on stderr, exit 2.
/// - `run DIR`: progress on stderr, a summary on stdout, then writes `DIR/report.json`; exit 0 when the
///   report is written, whatever happened to stdout and stderr.
/// - `run-unprepared DIR`: the same without `StandardStreams.prepare()` (how the tool behaved before).
@main
struct SafetyFixture {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let mode = arguments.first ?? ""
        let streams = mode == "run-unprepared" ? StandardStreams(closedAtStart: []) : StandardStreams.prepare()
        switch mode {
        case "list": exit(list(streams))
        case "bad-input": exit(badInput())
        case "run", "run-unprepared": exit(run(streams, directory: arguments.dropFirst().first ?? "."))
        default: exit(2)
        }
    }

    static let diagnostics = FileDescriptorWriter.standardError

    static func list(_ streams: StandardStreams) -> Int32 {
        var output = MainOutput(streams: streams)
        for index in 0..<200 { output.print("scenario-\(index)  stress  nightly") }
        guard let failure = output.failure else { return 0 }
        diagnostics.writeIgnoringFailure("error: \(failure)\n")
        return 3
    }

    static func badInput() -> Int32 {
        diagnostics.writeIgnoringFailure("error: no scenario matches --filter 'nothing'\n")
        return 2
    }

    static func run(_ streams: StandardStreams, directory: String) -> Int32 {
        for step in 0..<50 { diagnostics.writeIgnoringFailure("[1/1] scenario: measured \(step * 2)%\n") }
        var output = MainOutput(streams: streams)
        output.print("PASSED: 1 passed (exit 0)")
        do {
            try AtomicFileWriter.write(Array("{\"ok\":true}".utf8), to: directory + "/report.json")
        } catch {
            diagnostics.writeIgnoringFailure("error: could not write the reports: \(error)\n")
            return 3
        }
        if let failure = output.failure { diagnostics.writeIgnoringFailure("warning: summary lost: \(failure)\n") }
        return 0
    }
}
