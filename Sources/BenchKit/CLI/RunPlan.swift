import Foundation

/// A `run` command line checked against the registry: what to run, with which settings, written where.
///
/// Everything that can be wrong with the input is found here, before any scenario runs.
struct RunPlan {
    var descriptors: [ScenarioDescriptor]
    var settings: HarnessSettings
    var writer: ReportWriter

    init(_ command: RunCommand, registry: ScenarioRegistry) throws {
        let seed = try Self.parseSeed(command.seed)
        descriptors = try ScenarioSelection(filter: command.filter, tags: command.tags).select(from: registry)
        settings = HarnessSettings(
            filter: command.filter, tags: command.tags, quick: command.quick, seed: seed,
            defaultTimeLimitSeconds: command.timeLimit, maxKeptSamples: command.maxSamples
        )
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
    func select(from registry: ScenarioRegistry) throws -> [ScenarioDescriptor] {
        let known = Set(registry.allTags)
        if let unknown = tags.first(where: { !known.contains($0) }) {
            throw UsageError("unknown tag '\(unknown)' (known: \(registry.allTags.joined(separator: ", ")))")
        }
        let regex = try filter.map(Self.compile)
        let selected = registry.descriptors.filter { descriptor in
            (regex.map { descriptor.name.contains($0) } ?? true)
                && (tags.isEmpty || descriptor.tags.contains(where: tags.contains))
        }
        guard !selected.isEmpty else {
            let names = registry.descriptors.map(\.name).joined(separator: ", ")
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
