import BenchReport
import PerfModel

extension MachineSeries {
    /// Compare's check: throws one line naming both machines when a scenario of both reports ran on
    /// different machines (`allowDifferentMachines` lets it pass).
    static func checkCompare(baseline: RunReport, current: RunReport, allowDifferentMachines: Bool) throws {
        guard !allowDifferentMachines else { return }
        for scenario in current.scenarios {
            guard let old = baseline.scenario(named: scenario.name) else { continue }
            let before = baseline.machine(of: old), now = current.machine(of: scenario)
            guard before.machineKey != now.machineKey else { continue }
            throw PerfCIError(
                "scenario '\(scenario.name)' ran on different machines: \(before.hostname) (\(before.machineKey)) in the baseline and \(now.hostname) (\(now.machineKey)) in the current report; pass --allow-different-machines to compare anyway"
            )
        }
    }
}
