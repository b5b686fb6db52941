import BenchReport
import Foundation
import PerfModel

extension BenchSubcommand {
    /// Makes the command's request from its options, the environment and the current directory, then
    /// runs it with `body`. A `UsageError` while making it is said in one line by `usage` (the command's
    /// own prefix) and exits 2 before anything is built or run; any other error is thrown (exit 3).
    func runRequest<Request>(
        _ make: (Self, [String: String], String) async throws -> Request, usage: (String) -> Void,
        _ body: (Request) async -> BenchExitCode
    ) async throws -> CommandResult {
        let request: Request
        do {
            request = try await make(
                self, ProcessInfo.processInfo.environment, FileManager.default.currentDirectoryPath)
        } catch let error as UsageError {
            usage(error.message)
            return CommandResult(exitCode: .badInput)
        }
        return CommandResult(exitCode: await body(request))
    }
}
