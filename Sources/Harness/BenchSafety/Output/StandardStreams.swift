#if canImport(Glibc)
    import Glibc
#endif

/// What the tool does first, before it opens any file.
///
/// - SIGPIPE is ignored, so a reader that goes away (`… | head -c1`) turns writes into `EPIPE`
///   errors instead of killing the run before its reports are written.
/// - A standard descriptor that was closed by the caller (`>&-`, `2>&-`) is reopened on `/dev/null`,
///   so the next file the tool opens cannot take its number (a report written to fd 1 would then
///   receive every `print`). Which ones were closed is kept: a closed stdout is a lost main output.
public struct StandardStreams: Sendable, Equatable {
    /// The standard descriptors (0, 1, 2) that were closed when `prepare()` ran.
    public let closedAtStart: Set<Int32>

    /// A record of which descriptors were closed (for tests; the tool calls `prepare()`).
    public init(closedAtStart: Set<Int32>) {
        self.closedAtStart = closedAtStart
    }

    /// Ignores SIGPIPE and reopens closed standard descriptors on `/dev/null`. Call once, first thing in `main`.
    public static func prepare() -> StandardStreams {
        ignoreBrokenPipe()
        return StandardStreams(closedAtStart: reopenClosed([0, 1, 2]))
    }

    /// Reopens each of `descriptors` that is closed on `/dev/null`; returns those that were closed.
    static func reopenClosed(_ descriptors: [Int32]) -> Set<Int32> {
        var closed: Set<Int32> = []
        for descriptor in descriptors where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed.insert(descriptor)
            reopenOnDevNull(descriptor)
        }
        return closed
    }

    /// Makes a write to a pipe without a reader fail with `EPIPE` instead of ending the process.
    static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Whether the main output (stdout) was closed at start: everything written to it is lost, which
    /// a command whose product is its output (`list`) must report as a failure.
    var standardOutputWasClosed: Bool { closedAtStart.contains(1) }

    private static func reopenOnDevNull(_ descriptor: Int32) {
        let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
        guard opened >= 0, opened != descriptor else { return }
        dup2(opened, descriptor)
        close(opened)
    }
}
