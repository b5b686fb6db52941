import BenchReport
import Foundation

extension EnvironmentFingerprint {
    /// The fingerprint of this machine and build. Never fails: what cannot be read becomes `unknown`
    /// (or `nil` for the git fields, when not in a repository or when git is missing).
    ///
    /// - Parameters:
    ///   - jemallocVersion: the version a worker reported (`AllocatorInfo`), if any did.
    ///   - binaries: the executables whose bytes make the build identity (the tool and its worker).
    public static func collect(jemallocVersion: String?, binaries: [String] = [ExecutablePath.current()]) async
        -> EnvironmentFingerprint
    {
        let git = await GitState.read()
        var fingerprint = thisMachine()
        fingerprint.jemallocVersion = jemallocVersion
        fingerprint.gitCommit = git?.commit
        fingerprint.gitDirty = git?.dirty
        fingerprint.buildId = BuildIdentity.hash(of: binaries)
        return fingerprint
    }

    /// The machine and build facts (all that `machineKey` is made of), without git or build hashing:
    /// quick enough to check a `--baseline` against before the first scenario runs.
    public static func thisMachine() -> EnvironmentFingerprint {
        let host = HostFacts.hostname()
        return EnvironmentFingerprint(
            cpuModel: HostFacts.cpuModel() ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount,
            os: HostFacts.osName() ?? "unknown", kernel: HostFacts.kernel(), swiftVersion: BuildFacts.swiftVersion,
            buildConfiguration: BuildFacts.configuration, jemallocVersion: nil, gitCommit: nil, gitDirty: nil,
            machineId: HostFacts.machineId() ?? host, hostname: host
        )
    }
}

/// Facts fixed when this binary was compiled.
public enum BuildFacts {
    /// `debug` or `release` (`#if DEBUG`).
    public static var configuration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    /// The version of the compiler that built this binary, from `#if compiler(...)` checks
    /// (so it is the compiler of the build, not whatever `swift` is on the PATH now).
    public static var swiftVersion: String {
        #if compiler(>=6.5)
            ">=6.5"
        #elseif compiler(>=6.4)
            "6.4"
        #elseif compiler(>=6.3.2)
            "6.3.2"
        #elseif compiler(>=6.3.1)
            "6.3.1"
        #elseif compiler(>=6.3)
            "6.3"
        #elseif compiler(>=6.2)
            "6.2"
        #else
            "<6.2"
        #endif
    }
}
