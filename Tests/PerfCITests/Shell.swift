import Foundation
import TestSupport

/// Runs helper programs from tests (the peer readers, the browser driver).
enum Shell {
    /// The package's root folder.
    static let packageRoot = TestProducts.packageRoot

    typealias Result = ProcessOutcome

    /// Runs `arguments` (the first is looked up on the PATH) in the package root and waits.
    static func run(_ arguments: [String]) throws -> Result {
        try TestProcess.run("/usr/bin/env", arguments, options: TestProcessOptions(directory: packageRoot))
    }

    /// The JSON object a helper printed on its last line.
    static func json(_ result: Result) -> [String: Any]? {
        guard let line = result.stdout.split(separator: "\n").last else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
}
