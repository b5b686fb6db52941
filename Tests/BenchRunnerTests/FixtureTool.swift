import Foundation
import Subprocess
import SystemPackage

/// Runs the `bench-fixtures` executable (or another of the package's tools) built next to the tests.
enum FixtureTool {
    struct Run {
        var status: TerminationStatus
        var stdout: String
        var stderr: String

        var exitCode: Int32? {
            if case .exited(let code) = status { return code }
            return nil
        }

        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// The keyboard-bench binary.
    static let keyboardBench = locate("keyboard-bench")
    /// The fixture worker (hand-made scenarios that pass, fail, leak, crash, hang, …).
    static let fixtureWorker = locate("bench-fixtures-worker")
    /// The keyboard's own worker.
    static let keyboardWorker = locate("keyboard-bench-worker")

    /// A tool of this package: beside the test binary, else in `.build/debug` above this source file.
    static func locate(_ name: String) -> String {
        let fm = FileManager.default
        var candidates: [URL] = []
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent(name))
            directory = directory.deletingLastPathComponent()
        }
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while root.path != "/" && !fm.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root = root.deletingLastPathComponent()
        }
        candidates.append(root.appendingPathComponent(".build/debug/\(name)"))
        return candidates.first { fm.isExecutableFile(atPath: $0.path) }?.path ?? candidates.last!.path
    }

    /// Runs keyboard-bench with `arguments` against `worker` (the fixture worker unless another is
    /// named; `nil` runs the command as given), collecting its output.
    static func run(_ arguments: [String], worker: String? = fixtureWorker, environment: [String: String] = [:]) async throws -> Run {
        let usesWorker = ["run", "list"].contains(arguments.first ?? "") && !arguments.contains("--help")
        let extra = usesWorker ? worker.map { ["--worker", $0] } ?? [] : []
        let result = try await Subprocess.run(
            .path(FilePath(keyboardBench)), arguments: Arguments(arguments + extra),
            environment: .inherit.updating(environment.reduce(into: [Environment.Key: String?]()) { $0[Environment.Key(stringLiteral: $1.key)] = $1.value }),
            output: .string(limit: 4 << 20), error: .string(limit: 4 << 20)
        )
        return Run(status: result.terminationStatus, stdout: result.standardOutput, stderr: result.standardError)
    }

    /// `run` into a fresh output directory; returns the run and the directory.
    static func runSuite(_ arguments: [String], worker: String? = fixtureWorker) async throws -> (Run, URL) {
        let output = try TemporaryDirectory.make()
        return (try await run(["run", "--output", output.path] + arguments, worker: worker), output)
    }

    /// The report written as `latest.json` in `directory`.
    static func latestReport(in directory: URL) throws -> RunReportFile {
        try RunReportFile(directory: directory)
    }
}

/// A fresh directory under the system temporary directory.
enum TemporaryDirectory {
    static func make() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("benchkit-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every file below `directory`, as paths relative to it, sorted.
    static func files(in directory: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var files: [String] = []
        while let next = enumerator?.nextObject() as? String { files.append(next) }
        return files.sorted()
    }
}
