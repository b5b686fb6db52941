import Foundation
import Testing

/// Tests write the scripts they run through `Shell.writeExecutable` (a child shell writes them): a
/// script this process held open for writing while another test forks stays open in that child, and
/// starting it then fails with "Text file busy" — a test that fails only when the suite runs in parallel.
struct ExecutableScriptTests {
    /// Whether `line` makes a file executable (`chmod(…, 0o755)` and the like).
    static func makesExecutable(_ line: Substring) -> Bool {
        ["0o755", "0o775", "0o777", "0o705", "0o745"].contains { line.contains("chmod(") && line.contains($0) }
    }

    /// The writer itself, and this scan.
    static let allowed: Set = ["TestSupport/Shell.swift", "ArchitectureTests/ExecutableScriptTests.swift"]

    @Test func noTestMakesAFileItWroteExecutable() throws {
        let base = ArchitectureTests.root.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        var found: [String] = []
        for file in files
        where file.hasSuffix(".swift") && !Self.allowed.contains(file) {
            let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where Self.makesExecutable(line) {
                found.append("Tests/\(file):\(number + 1)")
            }
        }
        #expect(found.isEmpty, "scripts made executable in the test process: \(found)")
    }
}
