import BenchReport
import Testing
@testable import BenchCLI

/// `run --against-commit` takes what a user has — a ref — and resolves it to the commit it names.
@Suite("--against-commit")
struct AgainstCommitTests {
    @Test("a ref (HEAD, HEAD~0) resolves to its full commit hash")
    func aRefResolves() async throws {
        let head = try await PairedPlan.resolvedCommit("HEAD")
        #expect(head.count == 40 && head.allSatisfy(\.isHexDigit), "\(head)")
        #expect(try await PairedPlan.resolvedCommit("HEAD~0") == head)
    }

    @Test("a hash git does not know here (a base built elsewhere) is kept, lowercased")
    func aForeignHashIsKept() async throws {
        let hash = "0123456789ABCDEF0123456789abcdef01234567"
        #expect(try await PairedPlan.resolvedCommit(hash) == hash.lowercased())
    }

    @Test("a ref that names nothing, or looks like an option, is bad usage in one line")
    func aBadRefIsRefused() async {
        for value in ["no-such-ref-for-keyboard-bench", "--all", "main~~~x"] {
            do {
                _ = try await PairedPlan.resolvedCommit(value)
                Issue.record("'\(value)' was accepted")
            } catch let error as UsageError {
                #expect(error.message.hasPrefix("--against-commit '\(value)': names no commit here"))
                #expect(!error.message.contains("\n") && error.exitCode == .badInput)
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
