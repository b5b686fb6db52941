#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The worker side of the protocol: runs one scenario in this process and reports on stdout.
public enum WorkerMain {
    /// Runs `descriptor` with `settings`, writes its progress and exactly one result (or error) frame,
    /// and exits: 0 after a result, `WorkerFrame.errorExitStatus` after an error.
    public static func run(_ descriptor: ScenarioDescriptor, settings: WorkerSettings) -> Never {
        setvbuf(stdout, nil, _IOLBF, 0)
        WorkerProgress.sink = { phase, done, total in
            emit(.progress(phase: phase, done: done, total: total))
        }
        let frame: WorkerFrame
        do {
            frame = .result(try descriptor.run(settings))
        } catch {
            frame = .error("\(descriptor.name) threw: \(error)")
        }
        WorkerProgress.sink = nil
        finish(with: frame)
    }

    /// Reports an error frame (e.g. an unknown scenario) and exits with the error status.
    public static func fail(_ message: String) -> Never {
        finish(with: .error(message))
    }

    static func finish(with frame: WorkerFrame) -> Never {
        if emit(frame) {
            exit(frame.isResult ? 0 : WorkerFrame.errorExitStatus)
        }
        emit(.error("could not encode the result"))
        exit(WorkerFrame.errorExitStatus)
    }

    /// Writes one frame on a line of its own, unbuffered. Returns false when it could not be encoded.
    @discardableResult
    static func emit(_ frame: WorkerFrame) -> Bool {
        guard let line = try? frame.line() else { return false }
        fflush(stdout)
        writeAll("\n" + line + "\n")
        return true
    }

    /// Writes every byte to fd 1, retrying short writes and EINTR.
    static func writeAll(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}

extension WorkerFrame {
    var isResult: Bool {
        if case .result = self { return true }
        return false
    }
}
