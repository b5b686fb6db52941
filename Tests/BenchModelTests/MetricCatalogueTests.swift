import BenchModel
import Testing

/// One catalogue of the built-in metrics, read by every preset and list.
@Suite struct MetricCatalogueTests {
    @Test func everyEntryIsNamedOnceWithAValidNameUnitAndPolarity() {
        let names = MetricCatalogue.all.map(\.name)
        #expect(Set(names).count == names.count, "names are unique: \(names)")
        for entry in MetricCatalogue.all {
            #expect(MetricName.isValid(entry.name), "\(entry.name)")
            #expect(!entry.unit.rawValue.isEmpty && !entry.summary.isEmpty, "\(entry.name)")
            #expect(entry.polarity == .smallerIsBetter, "every built-in metric is a cost: \(entry.name)")
        }
        #expect(
            Set(names) == [
                "wall_time", "cpu_time", "allocated_bytes", "allocations", "instructions", "live_heap", "heap_growth",
                "peak_heap", "allocator_resident", "peak_resident", "resident_above_floor", "leaked_objects",
                "leaked_while_held", "leaked_after_release",
            ])
    }

    @Test func thePresetsAndListsAreTheCatalogues() {
        let lists =
            MetricSpec.perCall("op") + [MetricSpec.allocations("op"), MetricSpec.instructions("op")]
            + MetricSpec.memory + MetricSpec.resident + MetricSpec.leaks
        #expect(lists.count == MetricCatalogue.all.count)
        for spec in lists {
            let entry = MetricCatalogue.entry(for: spec.id)
            #expect(entry?.spec(spec.id.operation) == spec, "\(spec.id)")
        }
        #expect(MetricID.latency("op") == MetricCatalogue.wallTime.id("op"))
        #expect(MetricID.leakedAfterRelease == MetricCatalogue.leakedAfterRelease.id())
        #expect(MetricSpec.builtIn(.peakHeap)?.unit == .bytes && MetricSpec.builtIn(.latency("op")) == nil)
    }

    @Test func lookupsTellPerOperationFromPerRunNames() {
        #expect(MetricCatalogue.entry(for: "switch/wall_time")?.name == "wall_time")
        #expect(MetricCatalogue.entry(for: "wall_time") == nil, "wall_time alone is no built-in per-run metric")
        #expect(MetricCatalogue.entry(for: "switch/peak_resident") == nil)
        #expect(MetricCatalogue.entry(for: "accuracy") == nil)
        #expect(MetricCatalogue.entry(for: "peak_resident")?.source == .parent)
    }
}
