import Glibc

/// Which of the `Tool`s this machine has, looked at once per test process (nothing is installed here).
/// Tests that need one are enabled with `.needs(tool)`: they run when it is there or when
/// `KEYBOARD_BENCH_REQUIRE_TOOLS=1` (as `scripts/test.sh` and CI set), and skip otherwise.
public enum ToolAvailability {
    /// Whether `KEYBOARD_BENCH_REQUIRE_TOOLS=1`: tool-dependent tests run, and fail when a tool is missing.
    static let isRequired: Bool = getenv("KEYBOARD_BENCH_REQUIRE_TOOLS").map { String(cString: $0) } == "1"

    /// Whether every part of `tool` is there.
    static func isPresent(_ tool: Tool) -> Bool { missing(tool) == nil }

    /// Whether a test that needs `tool` runs: it is there, or tools are required.
    static func shouldRun(_ tool: Tool) -> Bool { isRequired || isPresent(tool) }

    /// Throws, naming what to install, unless every part of `tool` is there; a test that needs `tool`
    /// calls it first, so that under `KEYBOARD_BENCH_REQUIRE_TOOLS=1` it fails saying why.
    public static func require(_ tool: Tool) throws(MissingTool) {
        if let missing = missing(tool) { throw missing }
    }

    /// What of `tool` is missing (cached), or `nil` when all of it is there.
    public static func missing(_ tool: Tool) -> MissingTool? {
        switch tool {
        case .valgrind: valgrind
        case .openCV: openCV
        case .browser: browser
        case .peerReaders: peerReaders
        case .perf: perf
        }
    }

    /// What of `requirements` is missing, with the `scripts/ensure-deps.sh` flag that installs it (not cached).
    public static func missing(_ requirements: [ToolRequirement], flag: String) -> MissingTool? {
        let absent = requirements.filter { !$0.isMet }.map(\.name)
        guard !absent.isEmpty else { return nil }
        return MissingTool(
            description:
                "missing \(absent.joined(separator: ", ")): run scripts/ensure-deps.sh \(flag) (scripts/test.sh does)")
    }

    private static let valgrind = check(.valgrind)
    private static let openCV = check(.openCV)
    private static let browser = check(.browser)
    private static let peerReaders = check(.peerReaders)
    private static let perf = check(.perf)

    private static func check(_ tool: Tool) -> MissingTool? { missing(tool.requirements, flag: tool.installFlag) }
}

/// A tool a test needs is not installed; the message says what is missing and how to install it.
public struct MissingTool: Error, Sendable, CustomStringConvertible {
    /// One line.
    public let description: String
}
