extension RunReport {
    /// The machine `scenario` ran on: its own (a merged report) or the run's.
    public func machine(of scenario: ScenarioReport) -> EnvironmentFingerprint {
        scenario.machine ?? environment
    }

    /// The distinct machines (by `machineKey`) its scenarios ran on, in first-seen order; the run's
    /// own environment when it has no scenario.
    public var machines: [EnvironmentFingerprint] {
        var seen: Set<String> = [], machines: [EnvironmentFingerprint] = []
        for scenario in scenarios {
            let machine = machine(of: scenario)
            if seen.insert(machine.machineKey).inserted { machines.append(machine) }
        }
        return machines.isEmpty ? [environment] : machines
    }

    /// The report as one report per machine: each holds the scenarios that ran on that
    /// machine, with that machine as its environment and no per-scenario machine. A report of one
    /// machine gives itself (per-scenario machines dropped). What a history stores, so a series never
    /// mixes machines.
    public func splitByMachine() -> [RunReport] {
        machines.map { machine in
            var part = self
            part.environment = machine
            part.scenarios = scenarios.filter { self.machine(of: $0).machineKey == machine.machineKey }.map {
                scenario in
                var plain = scenario
                plain.machine = nil
                return plain
            }
            if let floor = residentFloor, self.machine(of: floor).machineKey != machine.machineKey {
                part.residentFloor = nil
            }
            part.residentFloor?.machine = nil
            return part
        }
    }

    /// Throws one line naming two of its machines when its scenarios ran on several: a history entry is
    /// one machine's, so a series never mixes machines (`history add` splits such a report).
    public func checkOneMachine() throws(MachineMixError) {
        let machines = self.machines
        guard machines.count > 1 else { return }
        throw MachineMixError(
            "report \(runId) holds scenarios of \(machines.count) machines (\(machines[0].hostname) \(machines[0].machineKey) and \(machines[1].hostname) \(machines[1].machineKey)): a history entry is one machine's; add it with `history add`, which stores one entry per machine"
        )
    }
}

extension ScenarioReport {
    /// The wall time of one of its workers (all of them over their count), seconds, to 3 significant
    /// digits: the recorded cost `run --shard` balances; `nil` when it has no positive duration.
    public var secondsPerWorker: Double? {
        let workers = max(1, repetitions.count)
        guard durationSeconds.isFinite, durationSeconds > 0 else { return nil }
        let seconds = durationSeconds / Double(workers)
        let shift = Int(2 - seconds.log10Floor)
        var scale = 1.0
        for _ in 0..<min(abs(shift), 300) { scale *= 10 }
        return shift >= 0 ? (seconds * scale).rounded() / scale : (seconds / scale).rounded() * scale
    }
}

/// A report of several machines where one machine's is needed: one line naming two of them.
public struct MachineMixError: ExitCodeCarrying, Equatable, Sendable, CustomStringConvertible {
    /// Reports of several machines where one is needed are bad input: 2.
    public var exitCode: BenchExitCode { .badInput }

    /// The line.
    public var description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
