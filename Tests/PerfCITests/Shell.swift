import Foundation
import TestSupport

/// Runs helper programs from tests (ensure-deps, the peer readers, the browser driver).
enum Shell {
    /// The package's root folder.
    static let packageRoot = TestProducts.packageRoot

    typealias Result = ProcessOutcome

    /// Runs `arguments` (the first is looked up on the PATH) in the package root and waits.
    static func run(_ arguments: [String]) throws -> Result {
        try TestProcess.run("/usr/bin/env", arguments, options: TestProcessOptions(directory: packageRoot))
    }

    /// A tool a test needs and the shell command that finds it.
    struct Requirement {
        var name: String
        var check: String
    }

    /// The PyPI readers the export tests feed their output to.
    static let peerReaders = [
        Requirement(name: "prometheus-client (pip)", check: "python3 -c 'import prometheus_client'"),
        Requirement(name: "line-protocol-parser (pip)", check: "python3 -c 'import line_protocol_parser'"),
        Requirement(name: "otava (pip apache-otava)", check: "command -v otava"),
    ]

    /// Headless Chromium, its driver and Selenium, for the dashboard's browser test.
    static let browser = [
        Requirement(name: "chromium (apt)", check: "command -v chromium"),
        Requirement(name: "chromedriver (apt chromium-driver)", check: "command -v chromedriver"),
        Requirement(name: "selenium (pip)", check: "python3 -c 'import selenium'"),
    ]

    /// Tests install nothing (issue 18 item 32): `scripts/test.sh` runs `scripts/ensure-deps.sh
    /// --peers --browser` first. This says what is missing and how to get it, or `nil` when all is there.
    static func missing(_ requirements: [Requirement], flag: String) -> String? {
        let absent = requirements.filter { (try? run(["bash", "-c", "\($0.check) >/dev/null 2>&1"]))?.status != 0 }.map(\.name)
        guard !absent.isEmpty else { return nil }
        return "missing \(absent.joined(separator: ", ")): run scripts/ensure-deps.sh \(flag) (scripts/test.sh does)"
    }

    /// The JSON object a helper printed on its last line.
    static func json(_ result: Result) -> [String: Any]? {
        guard let line = result.stdout.split(separator: "\n").last else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
}
