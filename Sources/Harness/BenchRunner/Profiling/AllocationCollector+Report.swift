import BenchProfile
import Foundation

extension AllocationCollector {
    /// `alloc-sites.md`: bytes by site over the measured phase, then the sites of the bytes still live
    /// at its end (what `heap_growth` counts) and after the subject's release (what a leak is).
    static func sitesMarkdown(
        scenario: String, measured: AllocationProfile, released: AllocationProfile, workers: String
    ) -> String {
        [
            "# \(scenario): allocation sites of the measured phase", "",
            "jemalloc's profiler recorded every allocation of the measured phase (\(workers)). A site is the "
                + "innermost frame outside the Swift runtime, the standard library and the allocator: the code "
                + "that asked for the memory; its caller and the next one outward follow it.",
            "",
            measured.markdown(title: "Bytes by site", ranking: .allocated),
            measured.markdown(title: "Still live at the end of the measured phase", ranking: .live),
            released.markdown(title: "Still live after the subject's release", ranking: .live),
        ].joined(separator: "\n")
    }
}
