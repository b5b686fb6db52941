/// The exit codes every command uses (docs/reference.md, "Exit codes").
public enum BenchExitCode: Int32, Sendable {
    /// Everything held.
    case success = 0
    /// A budget failed, a leak was found, or a regression was found.
    case budgetFailed = 1
    /// Bad usage or bad input, named in one line on stderr.
    case badInput = 2
    /// A scenario crashed or hung, or the tool itself failed.
    case crashed = 3
    /// A comparison could not judge: too few pairs (or repetitions) for its test to flag any change, and
    /// nothing it could judge got worse. Neither a pass nor a failure.
    case cannotJudge = 4

    /// How bad an outcome is, for `worse(_:_:)`: success < cannot judge < budget or regression < bad
    /// input < crash. A regression found is a verdict, so it outranks "cannot judge".
    public var severity: Int {
        switch self {
        case .success: 0
        case .cannotJudge: 1
        case .budgetFailed: 2
        case .badInput: 3
        case .crashed: 4
        }
    }

    /// The more severe of two outcomes (a run's and its comparison's).
    public static func worse(_ first: BenchExitCode, _ second: BenchExitCode) -> BenchExitCode {
        second.severity > first.severity ? second : first
    }

    /// The one rule from a thrown error to an exit code: the code the error's type carries
    /// (`ExitCodeCarrying`); an error no type claims is the tool's own failure, `.crashed` (3).
    public init(thrown error: any Error) {
        self = (error as? any ExitCodeCarrying)?.exitCode ?? .crashed
    }
}

/// An error type that says which exit code it ends a command with: bad input (2) names the input,
/// a failed write or tool (3) the tool. `BenchExitCode(thrown:)` reads it; every error type a command
/// can end with conforms where it is declared (or, for a type of a module below BenchReport, in
/// `PerfCI`'s `ExitCodes+Safety.swift`).
public protocol ExitCodeCarrying: Error {
    /// The code a command that ends with this error exits with.
    var exitCode: BenchExitCode { get }
}
