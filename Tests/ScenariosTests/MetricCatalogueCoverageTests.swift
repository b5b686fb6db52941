import BenchKit
import Benchmarks
import Foundation
import Scenarios
import Testing

/// Every metric the worker can announce is the catalogue's (same unit, polarity,
/// shape) or a scenario's own declared metric; Reports/README.md defines every catalogue name.
@Suite struct MetricCatalogueCoverageTests {
    /// The worker's registry (Sources/keyboard-bench-worker/main.swift).
    static let worker = ScenarioRegistry(
        KeyboardScenarios.all + KeyboardBenchmarks.all + TouchBenchmarks.all + SnippetScenarios.all
            + SnippetBenchmarks.all
            + MorseScenarios.all + MorseBenchmarks.all + VisionScenarios.all + VisionBenchmarks.all
    )

    @Test func everyAnnouncedBuiltInMetricIsTheCataloguesAndEveryOtherIsDeclared() {
        var unknown: [String] = []
        for info in Self.worker.catalogue {
            for spec in info.metrics {
                if let entry = MetricCatalogue.entry(for: spec.id) {
                    #expect(entry.spec(spec.id.operation) == spec, "\(info.name): \(spec.id)")
                } else if spec.id.operation != nil || !MetricName.isValid(spec.id.name) {
                    unknown.append("\(info.name): \(spec.id)")
                }
            }
            #expect(
                info.metrics.contains { $0.id == .peakResident } && info.metrics.contains { $0.id == .liveHeap },
                "\(info.name)")
        }
        #expect(unknown.isEmpty, "per-operation metrics outside the catalogue: \(unknown)")
    }

    @Test func theSchemaDocumentDefinesEveryCatalogueName() throws {
        let schema = try ReportDocsTests.read("Reports/README.md")
        let section = try #require(schema.components(separatedBy: "## Metrics, defined").dropFirst().first)
        for entry in MetricCatalogue.all {
            let cell = entry.scope == .perOperation ? "`<op>/\(entry.name)`" : "`\(entry.name)`"
            #expect(section.contains("| \(cell) |"), "Reports/README.md 'Metrics, defined' lacks \(cell)")
        }
    }
}
