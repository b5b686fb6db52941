/// How a report belongs to a paired A/B run (`keyboard-bench run --against BASELINE_WORKER`): both
/// sides' reports carry the same `id`, and repetition i of each side ran in the same round i.
/// Optional in schema version 2 (absent in every unpaired report; readers that predate it ignore it).
public struct PairingInfo: Codable, Sendable, Equatable {
    /// The paired run's id (the current side's run id), the same in both reports.
    public var id: String
    /// Which side this report is.
    public var role: Role
    /// Rounds run: one pair of workers per scenario per round.
    public var pairs: Int
    /// The order of the sides, round by round: `ABBA` (A = baseline first in rounds 1, 3, …).
    public var order: String
    /// The baseline worker executable.
    public var baselineWorker: String
    /// The current worker executable.
    public var currentWorker: String
    /// Whether the measuring workers ran without address-space randomisation (every worker of one
    /// executable with the same addresses); absent in the first paired reports.
    public var fixedLayout: Bool? = nil
    /// Pairs measured a second time (`scenario#round`) because a worker of theirs lay more than
    /// `remeasureThreshold` above its side's fastest p10 — a spell of the machine as long as one worker
    /// (`PairedRemeasure`); the second pair replaced the first. Empty when none; absent in earlier reports.
    public var remeasured: [String]? = nil

    /// How far (a fraction) a worker's p10 of a wall time may lie above the fastest of its side's
    /// workers before its pair is measured again. Between workers of one side in one paired run the
    /// p10s of the pr tag's timings stayed within ±2 % in quiet spells and ±6 % under a 16-job load;
    /// the stalls and slow processes this is for moved them +40–56 %.
    public static let remeasureThreshold = 0.10

    /// Pairing facts.
    public init(
        id: String, role: Role, pairs: Int, order: String = "ABBA", baselineWorker: String, currentWorker: String
    ) {
        self.id = id
        self.role = role
        self.pairs = pairs
        self.order = order
        self.baselineWorker = baselineWorker
        self.currentWorker = currentWorker
    }
}

extension PairingInfo {
    /// One side of a paired A/B run; in JSON its name, `"baseline"` or `"current"` (what every paired
    /// report has written), so reports written before the type was an enum decode the same.
    public enum Role: String, Codable, Sendable, Equatable, CaseIterable {
        /// The baseline worker (`--against`): A.
        case baseline
        /// The current worker: B.
        case current
    }
}
