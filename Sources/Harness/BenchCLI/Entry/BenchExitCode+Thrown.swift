import ArgumentParser
import BenchReport

/// An option's value that ArgumentParser's validation refused: bad usage.
extension ValidationError: ExitCodeCarrying {
    public var exitCode: BenchExitCode { .badInput }
}
