/// A tool outside the Swift toolchain that some tests need, and the `scripts/ensure-deps.sh` flag that
/// installs it (`scripts/test.sh` passes them all).
public enum Tool: String, Sendable, CaseIterable {
    /// valgrind (with `callgrind.h`, which the worker's instruction counting compiles against) and
    /// binutils' `strip`, for `run --instructions`.
    case valgrind
    /// OpenCV and NumPy for Python, the peer the vision tests compare each stage with.
    case openCV
    /// Headless Chromium, its driver and Selenium, for the dashboard's browser test.
    case browser
    /// The readers the export tests feed their output to (PyPI's prometheus-client and
    /// line-protocol-parser, and Apache Otava's command).
    case peerReaders
    /// Linux perf, for `run --profile cpu`.
    case perf

    /// The `scripts/ensure-deps.sh` option that installs it.
    var installFlag: String {
        switch self {
        case .valgrind: "--valgrind"
        case .openCV: "--opencv"
        case .browser: "--browser"
        case .peerReaders: "--peers"
        case .perf: "--perf"
        }
    }

    /// Its parts, each named as it is installed.
    public var requirements: [ToolRequirement] {
        switch self {
        case .valgrind:
            [
                ToolRequirement("valgrind (apt)", .executable("valgrind")),
                ToolRequirement("valgrind's callgrind.h (apt valgrind)", .file("/usr/include/valgrind/callgrind.h")),
                ToolRequirement("strip (apt binutils)", .executable("strip")),
            ]
        case .openCV:
            [
                ToolRequirement("opencv-python-headless (pip)", .pythonModule("cv2")),
                ToolRequirement("numpy (pip)", .pythonModule("numpy")),
            ]
        case .browser:
            [
                ToolRequirement("chromium (apt)", .executable("chromium")),
                ToolRequirement("chromedriver (apt chromium-driver)", .executable("chromedriver")),
                ToolRequirement("selenium (pip)", .pythonModule("selenium")),
            ]
        case .peerReaders:
            [
                ToolRequirement("prometheus-client (pip)", .pythonModule("prometheus_client")),
                ToolRequirement("line-protocol-parser (pip)", .pythonModule("line_protocol_parser")),
                ToolRequirement("otava (pip apache-otava)", .executable("otava")),
            ]
        case .perf: [ToolRequirement("perf (apt linux-perf)", .executable("perf"))]
        }
    }
}
