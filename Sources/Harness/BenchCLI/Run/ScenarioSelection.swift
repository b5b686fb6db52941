import BenchModel
import BenchSafety

/// Which scenarios a `--filter` pattern and `--tag` values select.
struct ScenarioSelection {
    var filter: String?
    var tags: [String]

    /// The selected scenarios in catalogue order; throws `UsageError` when the input is invalid or selects nothing.
    func select(from catalogue: [ScenarioInfo]) throws -> [ScenarioInfo] {
        let allTags = Array(Set(catalogue.flatMap(\.tags))).sorted()
        if let unknown = tags.first(where: { !allTags.contains($0) }) {
            throw UsageError("unknown tag '\(unknown)' (known: \(allTags.joined(separator: ", ")))")
        }
        let pattern = try filter.map(Self.compile)
        let selected = catalogue.filter { info in
            (pattern.map { $0.matches(info.name) } ?? true)
                && (tags.isEmpty || info.tags.contains(where: tags.contains))
        }
        guard !selected.isEmpty else {
            throw UsageError(
                "no scenario matches \(description) (known: \(catalogue.map(\.name).joined(separator: ", ")))")
        }
        return selected
    }

    /// `--filter 'xyz' --tag pr`, for messages.
    var description: String {
        let parts = (filter.map { ["--filter '\($0)'"] } ?? []) + tags.map { "--tag '\($0)'" }
        return parts.isEmpty ? "the selection" : parts.joined(separator: " ")
    }

    /// The pattern, matched without backtracking (any pattern finishes promptly on any name).
    /// A pattern that matches the empty string (`a**`, `x?`, `.*`) matches every name: refused, so a
    /// typo never runs the whole suite.
    static func compile(_ pattern: String) throws -> FilterPattern {
        let compiled: FilterPattern
        do {
            compiled = try FilterPattern(pattern)
        } catch {
            throw UsageError("\(error)")
        }
        guard !compiled.matches("") else {
            throw UsageError(
                "--filter '\(pattern)' matches the empty string, hence every scenario; leave --filter out to run them all"
            )
        }
        return compiled
    }
}
