import ArgumentParser
import Foundation

/// `list`: every registered scenario and benchmark with its kind, tags and budgets.
struct ListCommand: BenchSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the registered scenarios and benchmarks: name, kind, tags, time limit and budgets."
    )

    @Flag(name: .long, help: "Print the list as JSON (snake_case keys) instead of a table.")
    var json = false

    func execute(registry: ScenarioRegistry) async throws -> BenchExitCode {
        if json {
            let entries = registry.descriptors.map(ListEntry.init)
            print(String(decoding: try ReportCoding.encoder().encode(entries), as: UTF8.self))
        } else {
            print(Self.table(registry.descriptors))
        }
        return .success
    }

    /// One row per scenario, its budgets one per line below it.
    static func table(_ descriptors: [ScenarioDescriptor]) -> String {
        var table = TextTable(header: ["NAME", "KIND", "TAGS", "TIME LIMIT", "BUDGETS"])
        for descriptor in descriptors {
            let limit = descriptor.timeLimitSeconds.map { UnitFormat.format($0 * 1e9, .nanoseconds) } ?? "default"
            let budgets = descriptor.budgets.map(\.description)
            table.rows.append([descriptor.name, descriptor.kind.rawValue, descriptor.tags.joined(separator: ","),
                               limit, budgets.first ?? "-"])
            table.rows += budgets.dropFirst().map { ["", "", "", "", $0] }
        }
        return table.render() + "\n\n\(descriptors.count) scenario(s)"
    }
}

/// The JSON form of one `list` entry.
struct ListEntry: Encodable {
    var name: String
    var kind: ScenarioKind
    var tags: [String]
    var parameters: [String: String]
    var budgets: [BudgetSpec]
    var timeLimitSeconds: Double?

    init(_ descriptor: ScenarioDescriptor) {
        name = descriptor.name
        kind = descriptor.kind
        tags = descriptor.tags
        parameters = descriptor.parameters
        budgets = descriptor.budgets
        timeLimitSeconds = descriptor.timeLimitSeconds
    }
}
