import BenchReport
import Foundation

/// Facts about the machine, read from `/proc`, `/etc` and `uname`.
enum HostFacts {
    /// The first `model name` of `/proc/cpuinfo`.
    static func cpuModel() -> String? {
        value(of: "model name", in: read("/proc/cpuinfo"), separator: ":")
    }

    /// `PRETTY_NAME` of `/etc/os-release`, unquoted.
    static func osName() -> String? {
        value(of: "PRETTY_NAME", in: read("/etc/os-release"), separator: "=")
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
    }

    /// `uname -sr`: `Linux 6.1.0-18-amd64`.
    static func kernel() -> String {
        var info = utsname()
        guard uname(&info) == 0 else { return "unknown" }
        return "\(field(&info.sysname)) \(field(&info.release))"
    }

    /// The host name.
    static func hostname() -> String {
        ProcessInfo.processInfo.hostName
    }

    /// `/etc/machine-id`, trimmed; `nil` when missing or empty.
    static func machineId() -> String? {
        let id = read("/etc/machine-id")?.trimmingCharacters(in: .whitespacesAndNewlines)
        return id?.isEmpty == false ? id : nil
    }

    static func read(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// The trimmed value of the first `key<separator>value` line.
    static func value(of key: String, in text: String?, separator: Character) -> String? {
        for line in (text ?? "").split(separator: "\n") {
            let parts = line.split(separator: separator, maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == key else { continue }
            return parts[1].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    static func field<T>(_ tuple: inout T) -> String {
        withUnsafeBytes(of: &tuple) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
