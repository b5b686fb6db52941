import ArgumentParser
import BenchReport
import BenchRunner
import BenchSafety
import Foundation

/// A `gate` command line with every input checked, before anything is built or created: what the base
/// is, the numbers, the folders, the `run` arguments. Bad input is one `UsageError` (exit 2).
struct GateRequest: Sendable, Equatable {
    /// How the base side is measured.
    enum Mode: Sendable, Equatable {
        /// A paired A/B run against the base's worker.
        case paired(BuildComparison)
        /// This checkout run alone and compared with an earlier report (its path).
        case sequential(baseline: String)
    }

    var mode: Mode
    /// Pairs of a paired gate.
    var pairs: Int
    /// Repetitions of a sequential gate.
    var repetitions: Int
    /// The output folder, absolute.
    var output: String
    /// The base-worker cache folder, absolute.
    var cache: String
    /// Extra `swift build` arguments for both sides.
    var buildFlags: [String]
    /// The `run` arguments after `--`.
    var runArguments: [String]
    /// The package's root (the working directory).
    var directory: String

    /// The `run` options the gate sets itself: given after `--`, they are refused.
    static let ownedRunOptions = [
        "--against", "--against-commit", "--output", "--baseline", "--repetitions", "--shard", "--shard-costs",
    ]

    /// Checks `command` (its options first, then the environment's `PERF_*` values) in `directory`.
    static func make(_ command: GateCommand, environment: [String: String], directory: String) async throws
        -> GateRequest
    {
        let paired = command.baseRef != nil || command.baseWorker != nil
        guard paired != (command.baseline != nil) else {
            throw UsageError(
                "give a baseline report, or --base-ref REF, or --base-worker PATH [--base-ref REF] (see 'gate --help')")
        }
        func value(_ option: String?, _ variable: String) -> (String, String)? {
            if let option { return (option, "--" + variable.dropFirst(5).lowercased().replacing("_", with: "-")) }
            return environment[variable].flatMap { $0.isEmpty ? nil : ($0, variable) }
        }
        let pairs = try number(value(command.pairs, "PERF_PAIRS"), default: 8)
        let repetitions = try number(value(command.repetitions, "PERF_REPETITIONS"), default: 5)
        let output = try folder(value(command.output, "PERF_OUTPUT") ?? ("Reports/pr", "PERF_OUTPUT"), in: directory)
        let cache = try absolute(value(command.cache, "PERF_CACHE")?.0 ?? ".build-cache/pr-check", in: directory)
        let flags = (value(command.buildFlags, "PERF_BUILD_FLAGS")?.0 ?? "").split(separator: " ").map(String.init)
        try checkRunArguments(command.runArguments)
        let mode: Mode
        if let baseline = command.baseline {
            let path = try absolute(baseline, in: directory)
            guard FileManager.default.fileExists(atPath: path) else {
                throw UsageError("no baseline report at \(path)")
            }
            mode = .sequential(baseline: path)
        } else {
            let comparison = try await BuildComparison.resolve(
                baseRef: command.baseRef, baseWorker: try command.baseWorker.map { try absolute($0, in: directory) },
                resolver: RefResolver(directory: directory))
            if comparison.base.worker == nil {
                _ = try folder((cache, value(command.cache, "PERF_CACHE")?.1 ?? "PERF_CACHE"), in: directory)
            }
            mode = .paired(comparison)
        }
        return GateRequest(
            mode: mode, pairs: pairs, repetitions: repetitions, output: output, cache: cache, buildFlags: flags,
            runArguments: command.runArguments, directory: directory)
    }

    /// A whole number from 1 to 999, named by where it came from; `fallback` when not given.
    static func number(_ given: (String, String)?, default fallback: Int) throws -> Int {
        guard let (text, name) = given else { return fallback }
        guard (1...3).contains(text.count), text.allSatisfy(\.isASCII), let number = Int(text), number >= 1,
            text.first != "0"
        else { throw UsageError("\(name) '\(text)' is not a whole number from 1 to 999") }
        return number
    }

    /// `path` made absolute against `directory`.
    static func absolute(_ path: String, in directory: String) throws -> String {
        guard !path.isEmpty else { throw UsageError("an empty path was given") }
        return path.hasPrefix("/") ? path : OutputPlan.join(directory, path)
    }

    /// A folder the gate may create: every existing part a folder, the nearest existing one writable.
    static func folder(_ given: (String, String), in directory: String) throws -> String {
        let path = try absolute(given.0, in: directory)
        do { try OutputPlan(directory: path, runID: "gate").checkFolder() } catch {
            let reason = error.message.split(separator: ": ", maxSplits: 1).last.map(String.init) ?? error.message
            throw UsageError("\(given.1) '\(given.0)': \(reason)")
        }
        return path
    }

    /// The `run` arguments: none the `command` (the gate, or the bisect) sets itself (`owned`), and all
    /// of them what `run` accepts (its own checks of the options' values) — so a typo is refused before
    /// a build, not after it.
    static func checkRunArguments(
        _ arguments: [String], owned: [String] = ownedRunOptions, command: String = "gate"
    ) throws {
        if let word = arguments.first(where: { word in
            owned.contains { word == $0 || word.hasPrefix($0 + "=") }
        }) {
            throw UsageError("'\(word)' after '--' is set by the \(command) itself (see '\(command) --help')")
        }
        do { _ = try RunCommand.parse(arguments) } catch {
            throw UsageError("the run arguments after '--': \(Console.oneLine(RunCommand.message(for: error)))")
        }
    }
}
