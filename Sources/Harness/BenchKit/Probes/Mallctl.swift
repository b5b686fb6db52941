import CJemalloc

/// Typed access to jemalloc's `mallctl` namespace: the plumbing under `JemallocProbe`.
///
/// Names are `StaticString`s so that no call builds a C string (and so none allocates).
enum Mallctl {
    /// Reads the value `name` holds; `initial` only fixes the type and size.
    static func read<T: BitwiseCopyable>(_ name: StaticString, initial: T) throws(AllocatorError) -> T {
        var value = initial
        var size = MemoryLayout<T>.size
        let status = mallctl(cName(name), &value, &size, nil, 0)
        guard status == 0 else { throw .mallctlFailed(name: name.description, errno: status) }
        return value
    }

    /// Runs a command that takes and returns nothing (`thread.tcache.flush`, `thread.peak.reset`).
    static func command(_ name: StaticString) throws(AllocatorError) {
        let status = mallctl(cName(name), nil, nil, nil, 0)
        guard status == 0 else { throw .mallctlFailed(name: name.description, errno: status) }
    }

    /// Writes `value` to `name` (`prof.active`, `prof.dump`), reading nothing back.
    static func write<T: BitwiseCopyable>(_ name: StaticString, _ value: T) throws(AllocatorError) {
        var copy = value
        let status = mallctl(cName(name), nil, nil, &copy, MemoryLayout<T>.size)
        guard status == 0 else { throw .mallctlFailed(name: name.description, errno: status) }
    }

    /// Bumps `epoch`, so that `stats.*` reflect the current state.
    ///
    /// Old and new values are separate variables: passing one variable twice is an exclusivity error.
    static func advanceEpoch() throws(AllocatorError) {
        var old: UInt64 = 0
        var size = MemoryLayout<UInt64>.size
        var new: UInt64 = 1
        let status = mallctl(cName("epoch"), &old, &size, &new, MemoryLayout<UInt64>.size)
        guard status == 0 else { throw .mallctlFailed(name: "epoch", errno: status) }
    }

    /// `read`, for use after `JemallocProbe.check()` succeeded: a failure is a programming error.
    static func mustRead<T: BitwiseCopyable>(_ name: StaticString, initial: T) -> T {
        do { return try read(name, initial: initial) } catch { trap(error) }
    }

    /// `command`, for use after `JemallocProbe.check()` succeeded.
    static func mustRun(_ name: StaticString) {
        do { try command(name) } catch { trap(error) }
    }

    /// Stops the process with the failed read's name and errno.
    static func trap(_ error: AllocatorError) -> Never {
        preconditionFailure("\(error) — call JemallocProbe.check() before reading memory figures")
    }

    @inline(__always)
    private static func cName(_ name: StaticString) -> UnsafePointer<CChar> {
        UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
