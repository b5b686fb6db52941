import BenchRunner

extension RunCommand {
    /// `--check-arguments`: the checks that need no worker — the numbers and the option pairs `execute` checks
    /// first, then the filter's syntax and the shard's `K/N` — and, when they hold, the settings a wrapping
    /// script acts on after the run (where the reports go, whether it was a smoke run or one shard), one
    /// `key=value` a line.
    func checkedSettings() throws -> String {
        _ = try filter.map(ScenarioSelection.compile)
        if let shard {
            do { _ = try ShardSpec(parsing: shard) } catch { throw UsageError(error.description) }
        }
        return ["output=\(output)", "quick=\(quick ? 1 : 0)", "shard=\(shard == nil ? 0 : 1)"].joined(separator: "\n")
            + "\n"
    }
}
