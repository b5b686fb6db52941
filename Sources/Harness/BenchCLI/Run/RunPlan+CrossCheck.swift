import BenchReport
import BenchRunner
import PerfCompare

extension RunPlan {
    /// A paired run's instruction cross-check: prepares callgrind for both workers, unless the run
    /// counts instructions already. Without valgrind the gate judges timings alone, and says so in one
    /// warning (and in the comparison's header) — the paired run still runs.
    mutating func prepareCrossCheck() {
        guard let against, instructions == nil else { return }
        do {
            let crossCheck = CrossCheck(
                baseline: try InstructionMode.prepare(worker: against.worker),
                current: try InstructionMode.prepare(worker: worker))
            updatePaired { $0.crossCheck = crossCheck }
        } catch {
            Console.warning("no instruction cross-check (\(error.description)): the gate judges timings alone")
        }
    }

    /// Runs the instruction pass on both sides of a paired run's `result` and adds the counts to its
    /// reports; the result unchanged without a cross-check. One warning names scenarios left unchecked.
    func crossChecked(_ result: PairedSuiteRunner.Output, display: ProgressDisplay) async -> PairedSuiteRunner.Output {
        guard let paired = mode.paired, let crossCheck = paired.crossCheck else { return result }
        let selected = Set(
            paired.crossCheckAll ? result.current.scenarios.map(\.name) : Self.scenariosToCount(result))
        guard !selected.isEmpty else {
            Console.warning(
                "no instruction cross-check needed: no timing a count could re-judge (none flagged or beyond the noise floor)"
            )
            return result
        }
        let pass = PairedInstructionPass(
            settings: settings, modes: crossCheck.modes, baselineWorker: paired.plan.worker, currentWorker: worker,
            observer: display)
        let (counted, unchecked) = await pass.run(result, scenarios: scenarios.filter { selected.contains($0.name) })
        if !unchecked.isEmpty {
            Console.warning(
                "no instruction count for \(unchecked.joined(separator: ", ")) on both sides: their timings are judged alone"
            )
        }
        return counted
    }

    /// The scenarios of `result` whose verdict an instruction count can change, judged on its timings
    /// alone (`InstructionCrossCheck.scenariosToCount`); every shared one when they cannot be compared.
    static func scenariosToCount(_ result: PairedSuiteRunner.Output) -> [String] {
        guard let timings = try? RunComparator().compare(baseline: result.baseline, current: result.current) else {
            return result.current.scenarios.map(\.name)
        }
        return InstructionCrossCheck.scenariosToCount(timings)
    }
}
