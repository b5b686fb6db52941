extension RunReport {
    /// The exit code the run ends with: crashes outrank budget failures.
    public var exitCode: BenchExitCode {
        let statuses = Set(scenarios.map(\.status))
        if statuses.contains(.crashed) || statuses.contains(.timedOut) || statuses.contains(.error) { return .crashed }
        if statuses.contains(.failed) { return .budgetFailed }
        return .success
    }
}
