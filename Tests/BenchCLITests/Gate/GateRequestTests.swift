import ArgumentParser
import BenchReport
import Foundation
import TestSupport
import Testing

@testable import BenchCLI

/// `gate` checks every input before anything is built or created: bad input is one line, exit 2.
@Suite("gate: the request is checked first")
struct GateRequestTests {
    /// A git repository with one commit, and a clean tree.
    static func repository() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory("gate-repo")
        let script = """
            set -e
            git -C "$1" init -q
            git -C "$1" -c user.name=t -c user.email=t@t commit -q --allow-empty -m first
            """
        let run = try TestProcess.run("/bin/sh", ["-c", script, "sh", folder.path])
        try #require(run.exitCode == 0, "\(run)")
        return folder
    }

    /// The request `arguments` make in `directory`, with `environment`; the refusal's message when refused.
    static func request(
        _ arguments: [String], environment: [String: String] = [:], directory: String
    ) async throws -> Result<GateRequest, UsageError> {
        let command = try GateCommand.parse(arguments)
        do {
            return .success(try await GateRequest.make(command, environment: environment, directory: directory))
        } catch let error as UsageError {
            return .failure(error)
        }
    }

    static func refusal(_ result: Result<GateRequest, UsageError>) -> String? {
        if case .failure(let error) = result { return error.message }
        return nil
    }

    @Test func aBaseOrABaselineIsNeededAndNotBoth() async throws {
        let repo = try Self.repository()
        let neither = try await Self.request([], directory: repo.path)
        #expect(Self.refusal(neither)?.hasPrefix("give a baseline report, or --base-ref REF") == true)
        let both = try await Self.request(["base.json", "--base-ref", "HEAD"], directory: repo.path)
        #expect(Self.refusal(both)?.hasPrefix("give a baseline report") == true)
        #expect(repo.files().filter { !$0.hasPrefix(".git") } == [], "nothing created")
    }

    @Test func anUnknownRefIsRefusedInOneLine() async throws {
        let repo = try Self.repository()
        let result = try await Self.request(["--base-ref", "nosuch"], directory: repo.path)
        #expect(Self.refusal(result) == "--base-ref 'nosuch' is not a commit of this repository")
        let option = try await Self.request(["--base-ref", "--all"], directory: repo.path)
        #expect(Self.refusal(option) != nil, "an option is not a ref")
    }

    @Test func numbersComeFromOptionsFirstThenTheEnvironment() async throws {
        let repo = try Self.repository()
        let environment = ["PERF_PAIRS": "9", "PERF_OUTPUT": repo.at("out")]
        let fromOption = try await Self.request(
            ["--base-ref", "HEAD", "--pairs", "6"], environment: environment, directory: repo.path)
        #expect((try? fromOption.get())?.pairs == 6)
        let fromEnvironment = try await Self.request(
            ["--base-ref", "HEAD"], environment: environment, directory: repo.path)
        #expect((try? fromEnvironment.get())?.pairs == 9)
        #expect((try? fromEnvironment.get())?.output == repo.at("out"))
        let bad = try await Self.request(
            ["--base-ref", "HEAD"], environment: ["PERF_PAIRS": "many"], directory: repo.path)
        #expect(Self.refusal(bad) == "PERF_PAIRS 'many' is not a whole number from 1 to 999")
        for value in ["0", "1000", "08", "-1", "٣"] {
            let refused = try await Self.request(["--base-ref", "HEAD", "--pairs", value], directory: repo.path)
            #expect(Self.refusal(refused) == "--pairs '\(value)' is not a whole number from 1 to 999")
        }
    }

    @Test func foldersThatCannotBeCreatedAreRefused() async throws {
        let repo = try Self.repository()
        let output = try await Self.request(
            ["--base-ref", "HEAD"], environment: ["PERF_OUTPUT": "/dev/null/x"], directory: repo.path)
        #expect(Self.refusal(output)?.hasPrefix("PERF_OUTPUT '/dev/null/x': ") == true, "\(output)")
        let cache = try await Self.request(["--base-ref", "HEAD", "--cache", "/dev/null/cache"], directory: repo.path)
        #expect(Self.refusal(cache)?.hasPrefix("--cache '/dev/null/cache': ") == true, "\(cache)")
        let prebuilt = try await Self.request(
            ["--base-worker", "/bin/true", "--cache", "/dev/null/cache"], directory: repo.path)
        #expect(Self.refusal(prebuilt) == nil, "no cache is needed with a prebuilt worker")
    }

    @Test func aBaseWorkerMustBeAnExecutableFileAndABaselineMustExist() async throws {
        let repo = try Self.repository()
        let worker = try await Self.request(["--base-worker", repo.at("none")], directory: repo.path)
        #expect(Self.refusal(worker) == "--base-worker '\(repo.at("none"))' is not an executable file")
        let folder = try await Self.request(["--base-worker", "/usr"], directory: repo.path)
        #expect(Self.refusal(folder) == "--base-worker '/usr' is not an executable file")
        let baseline = try await Self.request(["none.json"], directory: repo.path)
        #expect(Self.refusal(baseline) == "no baseline report at \(repo.at("none.json"))")
    }

    @Test func runArgumentsAreCheckedBeforeAnyBuild() async throws {
        let repo = try Self.repository()
        let unknown = try await Self.request(["--base-ref", "HEAD", "--", "--frob"], directory: repo.path)
        #expect(Self.refusal(unknown)?.hasPrefix("the run arguments after '--': ") == true, "\(unknown)")
        let badValue = try await Self.request(
            ["--base-ref", "HEAD", "--", "--time-limit", "soon"], directory: repo.path)
        #expect(Self.refusal(badValue)?.contains("--time-limit") == true, "\(badValue)")
        let owned = try await Self.request(["--base-ref", "HEAD", "--", "--output=x"], directory: repo.path)
        #expect(Self.refusal(owned) == "'--output=x' after '--' is set by the gate itself (see 'gate --help')")
        let fine = try await Self.request(
            ["--base-ref", "HEAD", "--", "--filter", "switch", "--quick"], directory: repo.path)
        #expect((try? fine.get())?.runArguments == ["--filter", "switch", "--quick"])
        #expect(repo.files().filter { !$0.hasPrefix(".git") } == [], "nothing created")
    }
}
