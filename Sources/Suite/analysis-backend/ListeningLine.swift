import Glibc

/// The `listening 127.0.0.1 PORT` line the stub's starter waits for: written whole to stdout, or an error.
enum ListeningLine {
    /// Fails when stdout is not an open descriptor; checked before anything else opens one, so a closed
    /// stdout is not silently replaced by the stub's own socket or event descriptors.
    static func checkStdoutIsOpen() throws(StubError) {
        guard fcntl(1, F_GETFD) != -1 else { throw StubError("cannot write the listening line: stdout is closed") }
    }

    /// Writes the line for `port`, retrying short writes and interruptions; fails naming why.
    static func write(port: Int) throws(StubError) {
        let bytes = Array("listening 127.0.0.1 \(port)\n".utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                throw StubError("cannot write the listening line: \(String(cString: strerror(errno)))")
            }
            written += count
        }
    }
}
