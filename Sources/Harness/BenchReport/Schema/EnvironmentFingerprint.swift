/// Where and how a run happened.
public struct EnvironmentFingerprint: Codable, Sendable, Equatable {
    /// The first `model name` of `/proc/cpuinfo` (`unknown` if unreadable).
    public var cpuModel: String
    /// The active processor count.
    public var cores: Int
    /// `PRETTY_NAME` of `/etc/os-release` (`unknown` if unreadable).
    public var os: String
    /// `uname -sr`: `Linux 6.1.0-18-amd64`.
    public var kernel: String
    /// The compiler that built the binary (compile-time `#if compiler` checks, not the `swift` on the PATH).
    public var swiftVersion: String
    /// `release` or `debug`.
    public var buildConfiguration: String
    /// The jemalloc version the first worker reported; absent when none did.
    public var jemallocVersion: String?
    /// `git rev-parse HEAD` in the current directory; absent outside a repository or without git.
    public var gitCommit: String?
    /// Whether `git status --porcelain` printed anything; absent when `gitCommit` is.
    public var gitDirty: Bool?
    /// A hash of the binaries that ran (the tool and its worker): two builds of one commit — a dirty
    /// tree edited between them, another compiler — differ here. Absent in older reports.
    public var buildId: String?
    /// `/etc/machine-id`, or the host name when there is none.
    public var machineId: String
    /// The host name.
    public var hostname: String

    /// A fingerprint with every field given.
    public init(
        cpuModel: String, cores: Int, os: String, kernel: String, swiftVersion: String,
        buildConfiguration: String, jemallocVersion: String?, gitCommit: String?, gitDirty: Bool?,
        buildId: String? = nil, machineId: String, hostname: String
    ) {
        self.cpuModel = cpuModel
        self.cores = cores
        self.os = os
        self.kernel = kernel
        self.swiftVersion = swiftVersion
        self.buildConfiguration = buildConfiguration
        self.jemallocVersion = jemallocVersion
        self.gitCommit = gitCommit
        self.gitDirty = gitDirty
        self.buildId = buildId
        self.machineId = machineId
        self.hostname = hostname
    }

    /// What must match for two runs to be compared: machine, CPU, cores, OS, compiler, configuration.
    public var machineKey: String {
        [machineId, cpuModel, String(cores), os, swiftVersion, buildConfiguration].joined(separator: "|")
    }
}
