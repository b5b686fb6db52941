import BenchReport
import PerfModel

extension MachineSeries {
    /// What a single-report export shows of `run` (read from `path`): with `machine` (a key, a machine
    /// id or a history folder name: `MachineChoice`), only the scenarios that ran on that machine, with it as the run's
    /// environment (refused when none did). Bencher takes
    /// one testbed per upload, so a BMF export of a report of several machines needs `machine` (refused
    /// in one line naming them otherwise).
    static func exportView(_ run: RunReport, machine: String?, format: ExportFormat, path: String) throws
        -> RunReport
    {
        let machines = run.machines.map(\.machineKey)
        guard let machine else {
            if format == .bmf, machines.count > 1 {
                throw PerfCIError(
                    "\(path) holds scenarios of \(machines.count) machines (\(machines.joined(separator: "; "))): Bencher takes one testbed per upload, export each with --machine"
                )
            }
            return run
        }
        guard let key = try MachineChoice.key(machine, among: machines),
            let part = run.splitByMachine().first(where: { $0.fingerprint == key })
        else {
            throw PerfCIError(
                "no scenario of \(path) ran on machine '\(machine)' (machines: \(machines.joined(separator: "; ")))")
        }
        return part
    }
}
