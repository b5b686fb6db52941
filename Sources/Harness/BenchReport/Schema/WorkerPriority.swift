/// The scheduling priority (Linux nice value, −20 highest … 19 lowest) a run's workers started at: every
/// worker, and whatever it starts, inherits it from the thread that starts them (`run --nice`).
public struct WorkerPriority: Codable, Sendable, Equatable {
    /// The nice value asked for.
    public var requested: Int
    /// The nice value the workers started at: `requested`, or the one they kept when it was refused.
    public var nice: Int
    /// Why `requested` was refused (raising a priority needs CAP_SYS_NICE or an RLIMIT_NICE that allows
    /// it); absent when it took effect.
    public var refused: String?

    /// A priority with every field given.
    public init(requested: Int, nice: Int, refused: String? = nil) {
        self.requested = requested
        self.nice = nice
        self.refused = refused
    }

    /// One line for a report: the nice value, and what it means beside other work on the machine.
    public var summary: String {
        let value = "nice \(Self.signed(nice))"
        if let refused {
            return "Workers at \(value): \(Self.signed(requested)) was refused (\(refused)), so other work on this "
                + "machine shares the CPU with them as with any process"
        }
        return nice < 0
            ? "Workers at \(value): other work on this machine yields the CPU to them (fewer preemptions in the figures)"
            : "Workers at \(value)"
    }

    /// `−10`, `0`, `+5`.
    static func signed(_ value: Int) -> String { value < 0 ? "−\(-value)" : value == 0 ? "0" : "+\(value)" }
}
