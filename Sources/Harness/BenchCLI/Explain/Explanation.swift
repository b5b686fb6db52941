import BenchProfile
import BenchReport
import BenchSafety
import Foundation
import PerfCompare
import PerfModel

/// "Why it got slower": a paired profiled run's two sides, diffed per scenario and ranked by the
/// project's own functions (`ProjectDiff`). The one explanation of the gate: written by a paired
/// `run --profile KIND --against` for its own worse scenarios, and by `keyboard-bench explain` for the
/// scenarios an earlier comparison found worse (`scripts/pr-check.sh`).
struct Explanation {
    /// The run's folder (`<output>/<run-id>`), holding both sides' profiles.
    var runDirectory: String
    /// The kind of profile explained.
    var kind: ProfileKind
    /// The run folder the Markdown names (a paired run explains its staged folder before it is published
    /// under its own name); `nil`: `runDirectory`.
    var shownDirectory: String? = nil

    /// The current side's profiles in the run folder; the baseline side's beside them.
    static let currentProfiles = RunFolder.profilesName, baselineProfiles = RunFolder.baselineProfilesName

    /// The frame of a benchmark's timed batch of measured calls: a CPU profile's diff looks only under it.
    static let measuredOperationFrame = "LoopDriver.timedBatch(op:_:_:)"

    /// One scenario's two profiles and their diffs.
    struct ScenarioDiff {
        var base: FoldedStacks, current: FoldedStacks
        var project: ProjectDiff, functions: ProfileDiff
    }

    /// The scenarios an explanation covers: those with a `worse` row in a comparison's JSON, sorted
    /// (none when the JSON cannot be read).
    static func worseScenarios(_ json: String) -> [String] {
        guard let comparison = try? JSONOutput.decode(Comparison.self, from: Data(json.utf8)) else { return [] }
        return Set(comparison.rows(.worse).map(\.scenario)).sorted()
    }

    /// Both sides' profiles of `scenario` read back from their files, and their diffs; `nil` when a
    /// side has none. CPU profiles are focused on the measured calls (`HarnessFrames.measuredCall`, or the
    /// timed batches where the harness's frames are kept; `FoldedStacks.focused(on:)`): the loop's progress
    /// writes and clock reads around them, and the kernel's task switches in those, take shares that move
    /// with the machine's load rather than with the code.
    func diff(_ scenario: String) -> ScenarioDiff? {
        guard let base = read(Self.baselineProfiles, scenario), let current = read(Self.currentProfiles, scenario)
        else { return nil }
        // The current side's positions first: the code under review.
        let project = frames(Self.currentProfiles, scenario).merging(frames(Self.baselineProfiles, scenario))
        return ScenarioDiff(
            base: base, current: current, project: ProjectDiff(base: base, current: current, project: project),
            functions: ProfileDiff(base: base, current: current))
    }

    func read(_ folder: String, _ scenario: String) -> FoldedStacks? {
        let unit: FoldedStacks.Unit = kind == .cpu ? .samples : (kind == .instructions ? .instructions : .bytes)
        let path = "\(runDirectory)/\(folder)/\(scenario)/\(kind.fileStem).folded"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let stacks = try? FoldedStacks(parsingFolded: text, unit: unit)
        return kind == .cpu
            ? stacks?.focused(on: HarnessFrames.measuredCall).focused(on: Self.measuredOperationFrame) : stacks
    }

    func frames(_ folder: String, _ scenario: String) -> ProjectFrames {
        let path = "\(runDirectory)/\(folder)/\(scenario)/\(ProjectFrames.fileName(kind))"
        return ProjectFrames(parsing: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    }

    /// The current side's folder of `scenario`.
    func folder(_ scenario: String) -> String { "\(runDirectory)/\(Self.currentProfiles)/\(scenario)" }

    /// `<kind>-diff.md` (the project's functions, then every function by its own cost) and
    /// `<kind>-diff.svg` in the current side's folder of `scenario`; a failure is said in one line.
    func write(_ diff: ScenarioDiff, scenario: String) {
        let title = "\(scenario): \(kind.rawValue), baseline → current"
        let markdown =
            diff.project.markdown(title: title, top: 25, level: 1) + "\n\n"
            + diff.functions.markdown(title: "Every function by its own cost", top: 25, level: 2) + "\n"
        do {
            try AtomicFileWriter.write(Array(markdown.utf8), to: "\(folder(scenario))/\(kind.fileStem)-diff.md")
            let svg = FlameGraph.differentialSVG(base: diff.base, current: diff.current, title: title)
            try AtomicFileWriter.write(Array(svg.utf8), to: "\(folder(scenario))/\(kind.fileStem)-diff.svg")
        } catch {
            Console.error("could not write the profile diff of \(scenario): \(error)")
        }
    }

    /// The "Why it got slower" Markdown for `scenarios` (those without both sides' profiles say so),
    /// within `limit` characters: per scenario, the project's functions whose cost changed most and
    /// where the differential flame graph and the whole diff are. Empty when `scenarios` is.
    func markdown(_ scenarios: [String], limit: Int) -> String {
        guard !scenarios.isEmpty else { return "" }
        var text = "## Why it got slower: the project's functions whose \(kind.rawValue) changed most\n"
        for scenario in scenarios {
            let room = limit - text.utf8.count - 2
            guard room > 200 else { break }
            let section: String
            if let diff = diff(scenario) {
                let shown = "\(shownDirectory ?? runDirectory)/\(Self.currentProfiles)/\(scenario)"
                let files =
                    "\n\nDifferential flame graph (red: grew, blue: shrank): `\(shown)/\(kind.fileStem)-diff.svg`; "
                    + "every function: `\(shown)/\(kind.fileStem)-diff.md`."
                section =
                    diff.project.markdown(title: "`\(scenario)`", top: 10, level: 3, limit: room - files.utf8.count)
                    + files
            } else {
                section = "### `\(scenario)`\n\nNo \(kind.rawValue) profile of both sides."
            }
            text += "\n" + section.clamped(to: room) + "\n"
        }
        return text
    }
}
