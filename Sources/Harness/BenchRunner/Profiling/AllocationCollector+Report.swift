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

    /// Demangles Swift names through `swift-demangle --simplified`, a few hundred at a time.
    func demangle(_ names: [String]) throws -> [String: String] {
        var readable: [String: String] = [:]
        for first in stride(from: 0, to: names.count, by: 400) {
            let chunk = Array(names[first..<min(first + 400, names.count)])
            let (status, output, _) = ToolProcess.run(demangler, ["--simplified"] + chunk)
            guard status == 0 else { throw ProfileError("--profile alloc: swift-demangle exited \(status)") }
            // One line per name: `<mangled> ---> <demangled>`.
            for line in output.split(separator: "\n") {
                let parts = line.components(separatedBy: " ---> ")
                if parts.count == 2 { readable[parts[0]] = parts[1] }
            }
        }
        return readable
    }

    /// `name` in the folder of the `swift` found on PATH (symbolic links followed), if it is there.
    static func besideSwift(_ name: String) -> String? {
        guard let swift = InstructionMode.onPath("swift") else { return nil }
        let folder = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
        let path = folder.appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}
