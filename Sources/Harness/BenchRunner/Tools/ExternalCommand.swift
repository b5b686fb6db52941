import Foundation
import Subprocess
import SystemPackage

/// A tool the harness runs to its end (git, swift build), found on the PATH by name, through
/// swift-subprocess as the workers are: its output captured, appended to a log file, or passed to stderr.
public struct ExternalCommand: Sendable, Equatable {
    /// The program's name (looked up on the PATH) or path.
    public var program: String
    /// Its arguments.
    public var arguments: [String]
    /// Where it runs (`nil`: this process's working directory).
    public var directory: String?

    /// A command of `program` with `arguments`, run in `directory`.
    public init(_ program: String, _ arguments: [String], directory: String? = nil) {
        self.program = program
        self.arguments = arguments
        self.directory = directory
    }

    /// Where a command's output (stdout and stderr both) goes.
    public enum Sink: Sendable, Equatable {
        /// Appended to the file at this path (created when missing).
        case log(String)
        /// This process's standard error.
        case standardError
    }

    /// How a command ended: its exit status, or -1 when it could not start (with why).
    public struct Outcome: Sendable, Equatable {
        /// The exit status; -1 when it did not start or was killed by a signal.
        public var status: Int32
        /// What it wrote on stdout (captured runs only), trimmed of surrounding white space.
        public var output: String
        /// Whether it exited 0.
        public var succeeded: Bool { status == 0 }
    }

    private var executable: Executable { program.contains("/") ? .path(FilePath(program)) : .name(program) }

    private var environment: Environment { .inherit.updating(["GIT_OPTIONAL_LOCKS": "0"]) }

    /// Runs the command with its stdout captured (stderr discarded).
    public func capture() async -> Outcome {
        do {
            let result = try await Subprocess.run(
                executable, arguments: Arguments(arguments), environment: environment,
                workingDirectory: directory.map { FilePath($0) }, output: .string(limit: 16 * 1024 * 1024),
                error: .discarded)
            return Outcome(
                status: Self.status(result.terminationStatus),
                output: result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
        } catch {
            return Outcome(status: -1, output: "")
        }
    }

    /// Runs the command with its output sent to `sink`; returns its exit status (-1: it did not start,
    /// or the log could not be opened).
    public func run(into sink: Sink) async -> Int32 {
        let descriptor: FileDescriptor
        switch sink {
        case .standardError:
            descriptor = .standardError
        case .log(let path):
            guard
                let opened = try? FileDescriptor.open(
                    FilePath(path), .writeOnly, options: [.create, .append],
                    permissions: [.ownerReadWrite, .groupRead, .otherRead])
            else { return -1 }
            descriptor = opened
        }
        defer { if sink != .standardError { try? descriptor.close() } }
        do {
            let result = try await Subprocess.run(
                executable, arguments: Arguments(arguments), environment: environment,
                workingDirectory: directory.map { FilePath($0) },
                output: .fileDescriptor(descriptor, closeAfterSpawningProcess: false),
                error: .fileDescriptor(descriptor, closeAfterSpawningProcess: false))
            return Self.status(result.terminationStatus)
        } catch {
            return -1
        }
    }

    private static func status(_ status: TerminationStatus) -> Int32 {
        if case .exited(let code) = status { return code }
        return -1
    }

    /// `git -C … arguments`, for messages.
    public var commandLine: String { ([program] + arguments).joined(separator: " ") }
}
