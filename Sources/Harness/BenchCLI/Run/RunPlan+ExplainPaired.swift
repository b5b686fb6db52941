import BenchProfile
import BenchReport
import BenchSafety
import Foundation
import PerfCI

extension RunPlan {
    /// `--against --profile KIND`: writes both sides' profiles, then, for every scenario both have, the
    /// per-function diff (`<kind>-diff.md`) and the differential flame graph (`<kind>-diff.svg`, red
    /// where the current side grew) into the current side's folder. Returns the Markdown explaining
    /// every scenario with a `worse` row of `comparisonJSON` (the functions whose cost changed most,
    /// within `limit` characters), and the worse exit code of the writing.
    func explainPaired(comparisonJSON: String, limit: Int, output: CommandOutput) -> (String, BenchExitCode) {
        guard let profile, let baselineProfile else { return ("", .success) }
        let code = BenchExitCode.worse(
            writeProfiles(output: output),
            writeProfiles(output: output, of: baselineProfile, side: .baseline))
        let worse = Self.worseScenarios(comparisonJSON)
        var sections: [String] = []
        var budget = limit
        for scenario in scenarios.map(\.name) {
            guard let diff = diff(scenario, kind: profile.collector.kind) else { continue }
            writeDiff(diff.diff, diff.base, diff.current, scenario: scenario, kind: profile.collector.kind)
            guard worse.contains(scenario), budget > 200 else { continue }
            let section = diff.diff.markdown(
                title: "\(scenario): functions whose \(profile.collector.kind.rawValue) changed most", top: 10,
                level: 3, limit: budget - 2)
            sections.append(section)
            budget -= section.utf8.count + 2
        }
        return (sections.joined(separator: "\n\n"), code)
    }

    /// The frame of a benchmark's timed batch of measured calls: a CPU profile's diff looks only under it.
    static let measuredOperationFrame = "LoopDriver.timedBatch(op:_:_:)"

    /// Both sides' profiles of `scenario`, read back from their folded files, and their diff. CPU profiles
    /// are focused on the timed batches (`FoldedStacks.focused(on:)`): the loop's progress writes and clock
    /// reads around them, and the kernel's task switches in those, take shares that move with the
    /// machine's load rather than with the code.
    func diff(_ scenario: String, kind: ProfileKind) -> (diff: ProfileDiff, base: FoldedStacks, current: FoldedStacks)?
    {
        let run = RunFolder(writer.plan.runDirectory)
        let unit: FoldedStacks.Unit = kind == .cpu ? .samples : (kind == .instructions ? .instructions : .bytes)
        let read = { (side: RunFolder.Side) -> FoldedStacks? in
            let path = "\(run.profiles(of: scenario, side))/\(kind.fileStem).folded"
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
            let stacks = try? FoldedStacks(parsingFolded: text, unit: unit)
            return kind == .cpu ? stacks?.focused(on: Self.measuredOperationFrame) : stacks
        }
        guard let base = read(.baseline), let current = read(.current) else { return nil }
        return (ProfileDiff(base: base, current: current), base, current)
    }

    /// `<kind>-diff.md` and `<kind>-diff.svg` in the current side's folder of `scenario`; a failure to
    /// write them is said in one line (the profiles themselves are written).
    func writeDiff(
        _ diff: ProfileDiff, _ base: FoldedStacks, _ current: FoldedStacks, scenario: String, kind: ProfileKind
    ) {
        let folder = RunFolder(writer.plan.runDirectory).profiles(of: scenario)
        let title = "\(scenario): \(kind.rawValue), baseline → current"
        do {
            try AtomicFileWriter.write(
                Array((diff.markdown(title: title, top: 25, level: 1) + "\n").utf8),
                to: "\(folder)/\(kind.fileStem)-diff.md")
            let svg = FlameGraph.differentialSVG(base: base, current: current, title: title)
            try AtomicFileWriter.write(Array(svg.utf8), to: "\(folder)/\(kind.fileStem)-diff.svg")
        } catch {
            Console.error("could not write the profile diff of \(scenario): \(error)")
        }
    }

    /// The scenarios with a `worse` row in a comparison's JSON.
    static func worseScenarios(_ json: String) -> Set<String> {
        guard let comparison = try? JSONOutput.decode(Comparison.self, from: Data(json.utf8)) else { return [] }
        return Set(comparison.rows(.worse).map(\.scenario))
    }
}
