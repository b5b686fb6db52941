import Foundation

/// Runs the `bench-fixtures` executable (or another of the package's tools) built next to the tests.
public enum FixtureTool {
    /// How a run of the tool ended (the shared runner's outcome: exit code or signal, stdout, stderr).
    public typealias Run = ProcessOutcome

    /// The keyboard-bench binary.
    public static let keyboardBench = locate("keyboard-bench")
    /// The fixture worker (hand-made scenarios that pass, fail, leak, crash, hang, …).
    public static let fixtureWorker = locate("bench-fixtures-worker")
    /// The keyboard's own worker.
    public static let keyboardWorker = locate("keyboard-bench-worker")

    /// A tool of this package, built beside the tests.
    public static func locate(_ name: String) -> String { TestProducts.path(name) }

    /// Runs keyboard-bench with `arguments` against `worker` (the fixture worker unless another is
    /// named; `nil` runs the command as given), collecting its output.
    public static func run(_ arguments: [String], worker: String? = fixtureWorker, environment: [String: String] = [:])
        async throws -> Run
    {
        let usesWorker = ["run", "list"].contains(arguments.first ?? "") && !arguments.contains("--help")
        let extra = usesWorker ? worker.map { ["--worker", $0] } ?? [] : []
        return try TestProcess.run(
            keyboardBench, arguments + extra, options: TestProcessOptions(environment: environment))
    }

    /// `run` into a fresh output directory; returns the run and the directory.
    public static func runSuite(_ arguments: [String], worker: String? = fixtureWorker) async throws -> (Run, URL) {
        let output = try TemporaryDirectory.make()
        return (try await run(["run", "--output", output.path] + arguments, worker: worker), output)
    }

    /// The report written as `latest.json` in `directory`.
    static func latestReport(in directory: URL) throws -> RunReportFile {
        try RunReportFile(directory: directory)
    }
}

/// TestSupport's temporary directories as the URLs these tests pass around.
extension TemporaryDirectory {
    /// A fresh directory that lives until the test process exits (a run's output is read after the
    /// call that made it returns).
    public static func make() throws -> URL {
        URL(fileURLWithPath: try untilExit("bench-runner"), isDirectory: true)
    }

    /// Every entry below `directory` (folders too), as paths relative to it, sorted.
    public static func files(in directory: URL) -> [String] { files(in: directory.path) }
}
