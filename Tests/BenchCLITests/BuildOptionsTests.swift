import ArgumentParser
import BenchReport
import Foundation
import Testing

@testable import BenchCLI

/// The build options `gate`, `bisect` and `history culprits` share (`BuildOptions`), the `run`
/// arguments after `--` (`RunArgumentsOption`), and their one way to refuse a request.
@Suite("build options")
struct BuildOptionsTests {
    @Test func theCacheIsTheOptionElseTheVariableElseTheDefault() throws {
        let given = try BuildOptions.parse(["--cache", "c"])
        #expect(given.cache(environment: ["PERF_CACHE": "v"]) == ("c", "--cache"))
        let plain = try BuildOptions.parse([])
        #expect(plain.cache(environment: ["PERF_CACHE": "v"]) == ("v", "PERF_CACHE"))
        #expect(plain.cache(environment: ["PERF_CACHE": ""]) == (".build-cache/pr-check", "PERF_CACHE"))
        #expect(plain.cache(environment: [:]) == (BuildOptions.defaultCache, "PERF_CACHE"))
    }

    @Test func buildFlagsAreTheOptionElseTheVariableSplitAtSpaces() throws {
        let given = try BuildOptions.parse(["--build-flags", "-Xswiftc  -DX"])
        #expect(given.flags(environment: ["PERF_BUILD_FLAGS": "-v"]) == ["-Xswiftc", "-DX"])
        #expect(try BuildOptions.parse([]).flags(environment: ["PERF_BUILD_FLAGS": "-v -j 2"]) == ["-v", "-j", "2"])
        #expect(try BuildOptions.parse([]).flags(environment: [:]).isEmpty)
    }

    /// One help text for each shared option, whichever command shows it.
    @Test func everyBuildingCommandTakesTheSameOptions() throws {
        let gate = try GateCommand.parse(["--base-ref", "main", "--cache", "c", "--build-flags", "-v", "--", "--quick"])
        #expect(gate.build.cache == "c" && gate.build.buildFlags == "-v" && gate.passedOn.runArguments == ["--quick"])
        let bisect = try BisectCommand.parse([
            "--scenario", "s", "--good", "a", "--bad", "b", "--cache", "c", "--build-flags", "-v", "--", "--quick",
        ])
        #expect(bisect.build.cache == "c" && bisect.build.buildFlags == "-v")
        #expect(bisect.passedOn.runArguments == ["--quick"])
        let culprits = try HistoryCommand.Culprits.parse(["--cache", "c", "--build-flags", "-v"])
        #expect(culprits.build.cache == "c" && culprits.build.buildFlags == "-v")
        let helps = [GateCommand.helpMessage(), BisectCommand.helpMessage(), HistoryCommand.Culprits.helpMessage()]
        let block = try #require(
            helps[0].range(of: "  --cache <dir>").flatMap { start in
                helps[0].range(of: "$PERF_BUILD_FLAGS).", range: start.lowerBound..<helps[0].endIndex).map {
                    String(helps[0][start.lowerBound..<$0.upperBound])
                }
            })
        #expect(helps.allSatisfy { $0.contains(block) })
    }

    @Test func aRefusedRequestIsOneLineAndExit2AndNothingRuns() async throws {
        let command = try GateCommand.parse(["--base-ref", "main"])
        var said: [String] = []
        var ran = false
        let refused = try await command.runRequest(
            { _, _, _ -> Int in throw UsageError("no such ref") }, usage: { said.append($0) },
            { _ in
                ran = true
                return .success
            })
        #expect(refused.exitCode == .badInput && said == ["no such ref"] && !ran)
        let made = try await command.runRequest({ _, environment, _ in environment.count }, usage: { said.append($0) })
        {
            $0 >= 0 ? .budgetFailed : .success
        }
        #expect(made.exitCode == .budgetFailed && said.count == 1)
    }

    @Test func anyOtherErrorIsThrown() async throws {
        struct Broken: Error {}
        let command = try GateCommand.parse(["--base-ref", "main"])
        await #expect(throws: Broken.self) {
            _ = try await command.runRequest({ _, _, _ -> Int in throw Broken() }, usage: { _ in }) { _ in .success }
        }
    }
}
