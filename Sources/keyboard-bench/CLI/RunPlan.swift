import BenchReport
import BenchRunner
import Foundation

/// A `run` command line checked against the registry: what to run, with which settings, written where.
///
/// Everything that can be wrong with the input is found here, before any scenario runs.
struct RunPlan {
    var scenarios: [ScenarioInfo]
    var settings: HarnessSettings
    var writer: ReportWriter
    var worker: String

    init(_ command: RunCommand, catalogue: [ScenarioInfo]) throws {
        let seed = try Self.parseSeed(command.seed)
        scenarios = try ScenarioSelection(filter: command.filter, tags: command.tags).select(from: catalogue)
        settings = HarnessSettings(
            filter: command.filter, tags: command.tags, quick: command.quick, seed: seed,
            defaultTimeLimitSeconds: command.timeLimit, maxKeptSamples: command.maxSamples,
            repetitions: command.repetitions, iterations: command.iterations
        )
        worker = command.worker.launcher.executable
        writer = ReportWriter(directory: URL(fileURLWithPath: command.output, isDirectory: true))
        do {
            try writer.checkWritable()
        } catch let error as ReportWriteError {
            throw UsageError(error.message)
        }
    }

    /// `--seed`: a whole number in 0 ... UInt64.max (the default when absent).
    static func parseSeed(_ text: String?) throws -> UInt64 {
        guard let text else { return RunCommand.defaultSeed }
        guard let seed = UInt64(text) else {
            throw UsageError("invalid --seed '\(text)': expected a whole number from 0 to \(UInt64.max)")
        }
        return seed
    }
}

/// Which scenarios a `--filter` regular expression and `--tag` values select.
struct ScenarioSelection {
    var filter: String?
    var tags: [String]

    /// The selected descriptors in registration order; throws `UsageError` when the input is invalid or selects nothing.
    func select(from catalogue: [ScenarioInfo]) throws -> [ScenarioInfo] {
        let allTags = Array(Set(catalogue.flatMap(\.tags))).sorted()
        if let unknown = tags.first(where: { !allTags.contains($0) }) {
            throw UsageError("unknown tag '\(unknown)' (known: \(allTags.joined(separator: ", ")))")
        }
        let regex = try filter.map(Self.compile)
        let selected = catalogue.filter { info in
            (regex.map { info.name.contains($0) } ?? true) && (tags.isEmpty || info.tags.contains(where: tags.contains))
        }
        guard !selected.isEmpty else {
            let names = catalogue.map(\.name).joined(separator: ", ")
            throw UsageError("no scenario matches \(description) (known: \(names))")
        }
        return selected
    }

    /// `--filter 'xyz' --tag pr`, for messages.
    var description: String {
        let parts = (filter.map { ["--filter '\($0)'"] } ?? []) + tags.map { "--tag '\($0)'" }
        return parts.isEmpty ? "the selection" : parts.joined(separator: " ")
    }

    static func compile(_ pattern: String) throws -> Regex<AnyRegexOutput> {
        do {
            return try Regex(pattern)
        } catch {
            let reason = "\(error)".split(whereSeparator: \.isNewline).first.map(String.init) ?? "\(error)"
            throw UsageError("invalid --filter regular expression '\(pattern)': \(reason)")
        }
    }
}
