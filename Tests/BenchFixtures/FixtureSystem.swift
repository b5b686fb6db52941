#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The few libc calls the misbehaving fixtures need.
enum FixtureSystem {
    static func pause(microseconds: UInt32) { usleep(microseconds) }

    static func sleepForever() -> Never {
        while true { sleep(1000) }
    }

    static func exit(_ status: Int32) -> Never { Glibc.exit(status) }

    /// Writes `text` straight to fd 1.
    static func writeStdout(_ text: String) {
        fflush(stdout)
        var bytes = Array(text.utf8)
        _ = write(1, &bytes, bytes.count)
    }
}
