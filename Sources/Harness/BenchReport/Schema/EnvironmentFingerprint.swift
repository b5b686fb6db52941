/// Where and how a run happened.
public struct EnvironmentFingerprint: Codable, Sendable, Equatable {
    public var cpuModel: String
    public var cores: Int
    public var os: String
    public var kernel: String
    public var swiftVersion: String
    /// `release` or `debug`.
    public var buildConfiguration: String
    public var jemallocVersion: String?
    public var gitCommit: String?
    public var gitDirty: Bool?
    /// A hash of the binaries that ran (the tool and its worker): two builds of one commit — a dirty
    /// tree edited between them, another compiler — differ here. Absent in older reports.
    public var buildId: String?
    /// `/etc/machine-id`, or the host name when there is none.
    public var machineId: String
    public var hostname: String

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
