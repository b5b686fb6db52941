#if canImport(Glibc)
    import Glibc
#endif

/// Writes text to a file descriptor with `write(2)`: never traps, whatever the descriptor is (closed,
/// `/dev/full`, a pipe whose reader left). Foundation's `FileHandle.write(_:)` traps on those.
///
/// The CLI writes diagnostics with `writeIgnoringFailure` (a failed stderr never
/// stops the tool) and its main output with `write`, whose error it keeps to exit non-zero.
public struct FileDescriptorWriter: Sendable, Equatable {
    /// The descriptor written to.
    public let fileDescriptor: Int32
    /// Its name in messages (`stdout`, `stderr`, `fd 7`).
    public let name: String

    /// A writer to `fileDescriptor`.
    public init(fileDescriptor: Int32, name: String? = nil) {
        self.fileDescriptor = fileDescriptor
        self.name = name ?? "fd \(fileDescriptor)"
    }

    /// Standard output (fd 1): the command's main output.
    public static let standardOutput = FileDescriptorWriter(fileDescriptor: 1, name: "stdout")
    /// Standard error (fd 2): diagnostics and progress.
    public static let standardError = FileDescriptorWriter(fileDescriptor: 2, name: "stderr")

    /// Writes all of `text` (retrying after signals and partial writes, waiting while a non-blocking
    /// descriptor is full); throws the first failure (`EPIPE`, `ENOSPC`, `EBADF`, `EINVAL` …).
    public func write(_ text: String) throws(SystemError) {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(SystemError) in try write(bytes) } }
        try result.get()
    }

    /// Writes `text`, dropping any failure: for diagnostics, which must never stop the tool.
    /// Returns whether the whole text was written.
    @discardableResult
    public func writeIgnoringFailure(_ text: String) -> Bool {
        do {
            try write(text)
            return true
        } catch {
            return false
        }
    }

    /// Writes all of `bytes`.
    public func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(SystemError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        var stalls = 0
        while offset < bytes.count {
            let written = Glibc.write(fileDescriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
                stalls = 0
                continue
            }
            let code = written == 0 ? EIO : errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK, stalls < Self.maximumStalls {
                stalls += 1
                waitUntilWritable()
                continue
            }
            throw SystemError("write to \(name)", code: code)
        }
    }

    /// How many times in a row a non-blocking descriptor may be full (each wait at most 1 s).
    static let maximumStalls = 10

    private func waitUntilWritable() {
        var request = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&request, 1, 1000)
    }
}
