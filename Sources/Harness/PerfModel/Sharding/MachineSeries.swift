/// A metric's series never mixes machines: the per-scenario machines of a report merged from
/// shards (`keyboard-bench merge`), as compare, history and the exports see them.
///
/// - compare refuses a scenario that ran on different machines in the two reports (one line naming
///   both), unless machines may differ;
/// - `history add` stores a report of several machines as one entry per machine, so every series in
///   the history is one machine's; the history's reader refuses a full report of several machines;
/// - the exports label each scenario's figures with the machine it ran on (`RunReport.machine(of:)`).
public enum MachineSeries {}
