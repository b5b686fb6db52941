import BenchKit

/// Fixtures whose workers misbehave: each must become that scenario's failure, never the run's.
extension Fixtures {
    struct CalibrationMissing: Error, CustomStringConvertible {
        var description: String { "calibration file 'touch-offsets.json' is missing" }
    }

    static func misbehaving(_ name: String, tags: [String], limit: Double = 10,
                            _ body: @escaping @Sendable (WorkerSettings) throws -> WorkerResult) -> ScenarioDescriptor {
        ScenarioDescriptor(name: name, kind: .scenario, tags: tags, parameters: [:],
                           budgets: Array(standardBudgets.prefix(1)), timeLimitSeconds: limit, run: body)
    }

    static let crash = misbehaving("fixture-crash", tags: ["crashing"]) { _ in
        WorkerProgress.report(phase: "measure", done: 1, total: 10)
        fatalError("fixture-crash: deliberate crash in the measured phase")
    }

    static let hang = misbehaving("fixture-hang", tags: ["crashing", "slow"], limit: 2) { _ in
        WorkerProgress.report(phase: "measure", done: 0, total: 10)
        FixtureSystem.sleepForever()
    }

    static let exitSeven = misbehaving("fixture-exit", tags: ["crashing"]) { _ in
        print("fixture-exit: leaving without a result")
        FixtureSystem.exit(7)
    }

    static let garbage = misbehaving("fixture-garbage", tags: ["crashing"]) { _ in
        print("@kb progress measure 5 10")
        FixtureSystem.writeStdout("@kb result 4096 {\"scenario\":\"fixture-garbage\",\"seed\":1,\"warmup_itera\n")
        FixtureSystem.exit(0)
    }

    static let throwing = misbehaving("fixture-throws", tags: ["crashing"]) { _ in
        throw CalibrationMissing()
    }
}
