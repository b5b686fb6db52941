import ArgumentParser
import Testing
@testable import BenchCLI

/// The command tree: every subcommand registered, listed in the help, and unknown ones refused.
@Suite("the root command")
struct RootCommandTests {
    static let commands = [
        "list", "run", "merge", "compare", "explain", "history", "dashboard", "export", "gate", "bisect",
    ]

    @Test func everySubcommandIsRegisteredAndHelpNamesEachOne() {
        #expect(BenchRootCommand.subcommandNames == Self.commands)
        let help = BenchRootCommand.helpMessage()
        for name in Self.commands { #expect(help.contains(name), "\(name)") }
        #expect(!help.contains("keys"), "no command named keys")
    }

    @Test func helpAcceptsEveryCommandName() {
        #expect(
            BenchRootCommand.commandNames == [
                "list", "run", "merge", "help", "compare", "explain", "history", "dashboard", "export", "gate",
                "bisect",
            ])
    }

    @Test func anUnknownCommandAskingForHelpIsNamed() {
        #expect(BenchCommandLine.unknownCommandAskingForHelp(["frobnicate", "--help"]) == "frobnicate")
        #expect(BenchCommandLine.unknownCommandAskingForHelp(["run", "--help"]) == nil)
        #expect(
            BenchCommandLine.unknownCommandAskingForHelp(["frobnicate"]) == nil, "no help asked: the parser refuses it")
        #expect(BenchCommandLine.unknownCommandAskingForHelp(["help", "-h"]) == nil)
    }

    @Test func subcommandsParseToTheirTypes() throws {
        #expect(try BenchRootCommand.parseAsRoot(["list", "--metrics"]) is ListCommand)
        #expect(try BenchRootCommand.parseAsRoot(["history", "prune", "--keep-last", "3"]) is HistoryCommand.Prune)
        #expect(try BenchRootCommand.parseAsRoot(["export", "--format", "bmf", "r.json"]) is ExportCommand)
        #expect(throws: (any Error).self) { try BenchRootCommand.parseAsRoot(["list", "--bogus"]) }
    }

    @Test func onlyCommandsWhoseStdoutIsTheirOutputFailWhenItIsLost() throws {
        #expect(try ListCommand.parse([]).mainOutputIsStdout && CompareCommand.parse(["a", "b"]).mainOutputIsStdout)
        #expect(try !RunCommand.parse([]).mainOutputIsStdout && !MergeCommand.parse([]).mainOutputIsStdout)
        #expect(try ExportCommand.parse(["--format", "bmf", "--output", "-"]).mainOutputIsStdout)
        #expect(try !ExportCommand.parse(["--format", "bmf", "--output", "x.json"]).mainOutputIsStdout)
    }
}
