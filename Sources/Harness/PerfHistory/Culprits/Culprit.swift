import BenchReport
import PerfModel

/// What the nightly's bisect found for one new regression: the commit that moved the figure, or why
/// there is none (no single commit, not bisected, the commits not in the repository). Kept with the
/// run that found it (`CulpritStore`), so the dashboard shows it on every later night.
public struct Culprit: Codable, Sendable, Equatable {
    /// How the search for the commit ended.
    public enum Outcome: String, Codable, Sendable {
        /// One commit: bisected, or the range held only it.
        case culprit
        /// The bisected figure did not move between the two runs' commits.
        case noCulprit = "no-culprit"
        /// The figure moved in several commits.
        case spread
        /// Not bisected, or the bisect did not finish (budget spent, a commit not measured, commits missing).
        case undecided
    }

    /// The machine, scenario and metric of the regression.
    public var fingerprint: String
    public var scenario: String
    public var metric: String
    /// The last good run's commit and the first bad run's.
    public var good: String?
    public var bad: String?
    /// The run that found the regression.
    public var runId: String
    public var outcome: Outcome
    /// The culprit's hash and subject line.
    public var commit: String?
    public var subject: String?
    /// The culprit's effect, percent (the bisected figure's, or the history's when the range was one commit).
    public var percent: Double?
    /// The metric the bisect compared (`nil`: no bisect ran).
    public var bisectedOn: String?
    /// Commits measured and seconds taken by the bisect.
    public var probes: Int?
    public var seconds: Double?
    /// One line on how it was found or why there is no culprit.
    public var note: String

    /// Makes a record.
    public init(
        fingerprint: String, scenario: String, metric: String, good: String?, bad: String?, runId: String,
        outcome: Outcome, commit: String? = nil, subject: String? = nil, percent: Double? = nil,
        bisectedOn: String? = nil, probes: Int? = nil, seconds: Double? = nil, note: String
    ) {
        self.fingerprint = fingerprint
        self.scenario = scenario
        self.metric = metric
        self.good = good
        self.bad = bad
        self.runId = runId
        self.outcome = outcome
        self.commit = commit
        self.subject = subject
        self.percent = percent
        self.bisectedOn = bisectedOn
        self.probes = probes
        self.seconds = seconds
        self.note = note
    }

    /// `culprit c0ffee123456… (+24.8 %): 'Touch grid: …'` (the figure named when the bisect compared another
    /// than the regressed one: `(+42.6 % switch/instructions)`), else the note.
    public var line: String {
        guard outcome == .culprit, let commit else { return note }
        let other = bisectedOn.map { $0 == metric ? "" : " \($0)" } ?? ""
        let effect = percent.map { " (\(UnitFormat.percentChange(1 + $0 / 100))\(other))" } ?? ""
        return "culprit \(ShortCommit.of(commit))…\(effect): '\(subject ?? "")'"
    }

    /// Whether this record is about `change` (same machine, scenario, metric and commit range).
    public func explains(_ change: ChangePoint) -> Bool {
        fingerprint == change.fingerprint && scenario == change.scenario && metric == change.metric
            && good == change.lastCommitBefore && bad == change.firstCommitAfter
    }
}
