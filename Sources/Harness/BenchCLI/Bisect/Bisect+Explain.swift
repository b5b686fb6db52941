import BenchReport
import Foundation

extension Bisect {
    /// The functions that changed from `step`'s parent to its culprit: both workers (from the cache)
    /// run the scenario paired under callgrind once (`Explanation.profiledRun`, as the gate explains),
    /// in `<output>/explain` (its output in `<output>/explain.log`); the project's functions whose
    /// instructions changed most. Never changes the verdict.
    func explain(_ step: BisectStep, configuration: String) async -> BisectExplanation {
        var explained = BisectExplanation(parent: step.parent, functions: [], markdown: "")
        guard let parent = request.commits.first(where: { $0.hash == step.parent }),
            let culprit = request.commits.first(where: { $0.hash == step.commit })
        else {
            explained.note = "no explanation: the culprit or its parent is not a commit of the range"
            return explained
        }
        let started = ContinuousClock.now
        BisectConsole.line(
            "explaining: \(ShortCommit.of(culprit.hash)) against \(ShortCommit.of(parent.hash)), paired under callgrind"
        )
        let workers = (await worker(parent, configuration), await worker(culprit, configuration))
        guard case .success(let base) = workers.0, case .success(let current) = workers.1 else {
            explained.note = "no explanation: a worker could not be had"
            return explained
        }
        let log = request.output + "/explain.log"
        let run = await Explanation.profiledRun(
            [request.scenario], baseWorker: base, current: ["--worker", current],
            passedOn: Gate.passedOn(request.runArguments), folder: request.output + "/explain", log: log)
        guard case .success(let explanation) = run else {
            if case .failure(let refusal) = run { explained.note = "no explanation: \(refusal.reason)" }
            return explained
        }
        explained.run = explanation.runDirectory
        explained.markdown = explanation.markdown([request.scenario], limit: 20_000) + "\n(log: \(log))\n"
        guard let diff = explanation.diff(request.scenario) else {
            explained.note = "no instruction profile of both sides (log: \(log))"
            return explained
        }
        explanation.write(diff, scenario: request.scenario)
        explained.functions = diff.project.changedMost(10).map { change in
            BisectExplanation.Function(
                function: change.function ?? "", position: change.position, before: change.base, after: change.current)
        }
        BisectConsole.line(
            "explained in \(GatePhases.seconds(ContinuousClock.now - started)) s: \(explained.summary(3))")
        return explained
    }
}
