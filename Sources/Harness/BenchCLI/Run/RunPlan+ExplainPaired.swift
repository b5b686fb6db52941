import BenchProfile
import BenchReport

extension RunPlan {
    /// `--against --profile KIND`: writes both sides' profiles, then, for every scenario both have, the
    /// per-function diff (`<kind>-diff.md`) and the differential flame graph (`<kind>-diff.svg`, red
    /// where the current side grew) into the current side's folder. Returns the Markdown explaining
    /// every scenario with a `worse` row of `comparisonJSON` (`Explanation`, within `limit` characters),
    /// and the worse exit code of the writing.
    func explainPaired(comparisonJSON: String, limit: Int, output: CommandOutput) -> (String, BenchExitCode) {
        guard let profile, let baselineProfile = mode.paired?.profile else { return ("", .success) }
        let code = BenchExitCode.worse(
            writeProfiles(output: output),
            writeProfiles(output: output, of: baselineProfile, side: .baseline))
        let explanation = Explanation(
            runDirectory: writer.stagingDirectory, kind: profile.collector.kind,
            shownDirectory: writer.plan.runDirectory)
        var explained: [String] = []
        for scenario in scenarios.map(\.name) {
            guard let diff = explanation.diff(scenario) else { continue }
            explanation.write(diff, scenario: scenario)
            explained.append(scenario)
        }
        let worse = Set(Explanation.worseScenarios(comparisonJSON))
        return (explanation.markdown(explained.filter(worse.contains), limit: limit), code)
    }
}
