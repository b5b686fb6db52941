/// Where the keyboard captures nothing at all: secure (password) fields, and host apps on an
/// exclusion list (password managers, banking apps — a user or the companion app may add more).
public struct SnippetCapturePolicy: Hashable, Sendable {
    /// Host apps in which nothing is captured by default.
    public static let defaultExcludedHosts: Set<String> = [
        "com.agilebits.onepassword7", "com.apple.Passwords", "com.bitwarden.desktop", "com.lastpass.ilastpass",
    ]

    /// Bundle identifiers of the host apps in which nothing is captured.
    var excludedHosts: Set<String>

    /// A policy excluding `excludedHosts` (the default list when not given).
    public init(excludedHosts: Set<String> = defaultExcludedHosts) { self.excludedHosts = excludedHosts }

    /// Whether typing into a field of `host` (secure or not) may be captured.
    public func captures(host: String, isSecure: Bool) -> Bool {
        !isSecure && !excludedHosts.contains(host)
    }
}
