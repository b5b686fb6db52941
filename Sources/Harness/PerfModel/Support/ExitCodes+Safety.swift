import BenchReport
import BenchSafety

// BenchSafety sits below BenchReport (it imports nothing of the harness), so the exit codes of its
// errors are declared here, once, for every command that can end with one.

/// A failed write (a full disk, a device that refuses): the tool failed, 3.
extension SystemError: ExitCodeCarrying {
    public var exitCode: BenchExitCode { .crashed }
}

/// A `--filter` pattern that does not parse: bad usage, 2.
extension FilterPatternError: ExitCodeCarrying {
    public var exitCode: BenchExitCode { .badInput }
}

/// An option's value that does not read: bad usage, 2.
extension ArgumentValueError: ExitCodeCarrying {
    public var exitCode: BenchExitCode { .badInput }
}

/// An output path that cannot be written to as given: bad usage, 2.
extension OutputPathError: ExitCodeCarrying {
    public var exitCode: BenchExitCode { .badInput }
}

/// An argument that is not UTF-8: bad usage, 2.
extension InvalidUTF8Argument: ExitCodeCarrying {
    public var exitCode: BenchExitCode { .badInput }
}
