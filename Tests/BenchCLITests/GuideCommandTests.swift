import ArgumentParser
import Foundation
import Testing

@testable import BenchCLI

/// Every command on README's front page runs as written: each line of its `sh` blocks names a script of the
/// package that exists and is executable, or `keyboard-bench` with a subcommand and options its parser
/// takes (parsed here, not run). `scripts/nightly.sh`'s arguments are `run`'s and are parsed as such.
@Suite struct GuideCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The command lines of the front page's `sh` blocks, each split into words.
    static func frontPageCommands() throws -> [[String]] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.components(separatedBy: "```sh\n").dropFirst().flatMap {
            $0.components(separatedBy: "```")[0].split(separator: "\n").map { ShellWords.split(String($0)) }
        }.filter { !$0.isEmpty }
    }

    @Test func everyCommandOnTheFrontPageNamesATool() throws {
        let commands = try Self.frontPageCommands()
        #expect(commands.count >= 10)
        for words in commands {
            #expect(Self.problem(words) == nil, "\(words.joined(separator: " ")): \(Self.problem(words) ?? "")")
        }
    }

    @Test func theCheckRefusesWhatTheToolWouldRefuse() {
        #expect(Self.problem(["keyboard-bench", "run", "--frobnicate"]) != nil)
        #expect(Self.problem(["keyboard-bench", "rn", "--quick"]) != nil)
        #expect(Self.problem(["keyboard-bench", "run", "--repetitions", "-1"]) != nil)
        #expect(Self.problem(["keyboard-bench"]) != nil)
        #expect(Self.problem(["scripts/no-such.sh"]) != nil)
        #expect(Self.problem(["scripts/nightly.sh", "--qiuck"]) != nil)
        #expect(Self.problem(["swift", "build"]) != nil)
        #expect(Self.problem(["KEY=value", "keyboard-bench", "list"]) == nil)
        #expect(ShellWords.split("a 'b c' \"d\" # e") == ["a", "b c", "d"])
    }

    /// What is wrong with one command line, or `nil` when it would run.
    static func problem(_ words: [String]) -> String? {
        let command = Array(words.drop { $0.contains("=") && !$0.hasPrefix("-") })
        guard let tool = command.first else { return "no command" }
        if tool == "keyboard-bench" { return parseProblem(Array(command.dropFirst())) }
        guard tool.hasPrefix("scripts/") else {
            return "'\(tool)' is neither keyboard-bench nor a script of the package"
        }
        guard FileManager.default.isExecutableFile(atPath: root.appendingPathComponent(tool).path) else {
            return "'\(tool)' is not an executable file of the package"
        }
        return tool == "scripts/nightly.sh" ? parseProblem(["run"] + command.dropFirst()) : nil
    }

    /// Why `keyboard-bench`'s parser (and its options' own checks) refuses these arguments, or `nil`.
    static func parseProblem(_ arguments: [String]) -> String? {
        do {
            let command = try BenchRootCommand.parseAsRoot(arguments)
            return command is any BenchSubcommand ? nil : "names no subcommand"
        } catch {
            return BenchRootCommand.message(for: error)
        }
    }
}

/// Shell words as `sh` splits a simple command line: blanks separate, quotes group, `#` starts a comment.
enum ShellWords {
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word = (word ?? "") + String(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                word = word ?? ""
            } else if character == " " || character == "\t" {
                if let done = word { words.append(done) }
                word = nil
            } else if character == "#", word == nil {
                break
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let done = word { words.append(done) }
        return words
    }
}
