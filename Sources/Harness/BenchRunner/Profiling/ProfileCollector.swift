import BenchProfile

/// How a worker process is started: the program, its arguments, the variables added to its environment.
public struct WorkerInvocation: Sendable, Equatable {
    /// The executable started (the worker itself, or a profiler that starts it).
    public var program: String
    /// Its arguments.
    public var arguments: [String]
    /// Variables added to the inherited environment.
    public var environment: [String: String]

    /// An invocation of `program`.
    public init(program: String, arguments: [String], environment: [String: String] = [:]) {
        self.program = program
        self.arguments = arguments
        self.environment = environment
    }
}

/// One kind of profile (`run --profile KIND`): how a worker runs while profiled, and how the raw data
/// its workers left are read into the files of a scenario's profile. A new kind is one collector and
/// one case in `ProfileKind` (and in `ProfileSession.collector(for:)`).
public protocol ProfileCollector: Sendable {
    /// The kind of profile.
    var kind: ProfileKind { get }
    /// A profiled worker's time limit is its usual one times this (profilers slow the worker down).
    var timeLimitFactor: Double { get }
    /// The worker's start rewritten to collect its profile into `directory` (empty, one per worker).
    func wrap(_ invocation: WorkerInvocation, directory: String) throws(ProfileError) -> WorkerInvocation
    /// One scenario's profile from the directories its completed workers collected into.
    func artifacts(scenario: String, directories: [String]) throws(ProfileError) -> [ProfileArtifact]
}

/// A profile that cannot be taken or written: one line (the CLI exits 3; an unknown kind or scenario is
/// refused before any worker starts, exit 2).
public struct ProfileError: Error, CustomStringConvertible, Equatable {
    /// One line.
    public let description: String
    /// An error of `description`, preceded by TMPDIR's problem when TMPDIR is missing, unwritable or
    /// full (the profilers' scratch is there: their own errors would not say so).
    init(_ description: String) { self.description = ScratchSpace.explain(description) }
}
