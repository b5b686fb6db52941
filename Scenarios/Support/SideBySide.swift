#if canImport(Glibc)
    import Glibc
#endif
import BenchKit
import Synchronization

/// Unmeasured work spread over the machine's cores: a scenario's inputs (rendered frames) made side by
/// side between measured calls, never during one. `forEach` returns only when every index is done, so the
/// measured call that follows runs with the other cores idle of this process's work.
///
/// The helper threads are started once, with the crew, and sleep between calls (a thread started anew
/// per call waits its turn behind a busy machine's other work). The caller never waits for a helper to
/// start: what no helper has taken when the caller is done, the caller does.
final class SideBySide: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private let workPosted: UnsafeMutablePointer<pthread_cond_t>
    private let allDone: UnsafeMutablePointer<pthread_cond_t>
    private var helpers: [pthread_t] = []
    /// Guarded by `lock`: the call being worked on (its number, indices and work), and whether the crew
    /// is stopping.
    private var generation: UInt64 = 0
    private var work: (count: Int, body: (Int) -> Void) = (0, { _ in })
    private var stopping = false
    /// The call's number (high 32 bits) and the next index not yet taken (low 32 bits): a thread that
    /// woke late for a finished call cannot take an index of the next one.
    private let ticket = Atomic<UInt64>(0)
    /// Indices of the current call done so far.
    private let completed = Atomic<Int>(0)

    /// A crew of `threads` threads (by default one per online core): this one and up to `threads - 1`
    /// helpers (none for one thread, or when a thread cannot be started: the work then runs on the
    /// caller's thread).
    init(threads: Int = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) {
        lock = .allocate(capacity: 1)
        workPosted = .allocate(capacity: 1)
        allDone = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        pthread_cond_init(workPosted, nil)
        pthread_cond_init(allDone, nil)
        for _ in 1..<Swift.max(threads, 1) {
            guard let handle = startHelper() else { break }
            helpers.append(handle)
        }
    }

    deinit {
        pthread_mutex_lock(lock)
        stopping = true
        pthread_cond_broadcast(workPosted)
        pthread_mutex_unlock(lock)
        for handle in helpers { pthread_join(handle, nil) }
        pthread_cond_destroy(allDone)
        pthread_cond_destroy(workPosted)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        workPosted.deallocate()
        allDone.deallocate()
    }

    /// The threads that work on a call: the caller's and the helpers.
    var threads: Int { helpers.count + 1 }

    /// Calls `body` once for each index in `0..<count` and returns when every call has returned: index 0
    /// on the caller's thread first (its work is in the caller's cache when the call returns), the others
    /// on whichever thread takes them first — a helper that wakes before the caller is done, else the
    /// caller (on a busy machine a helper may wake late; the caller never waits for one to start). The
    /// calls must touch disjoint state.
    func forEach(_ count: Int, _ body: @escaping (Int) -> Void) {
        guard count > 0 else { return }
        pthread_mutex_lock(lock)
        generation += 1
        let call = generation
        work = (count, body)
        completed.store(0, ordering: .relaxed)
        ticket.store(call << 32 | 1, ordering: .releasing)
        if count > 1 { pthread_cond_broadcast(workPosted) }
        pthread_mutex_unlock(lock)
        body(0)
        finish(1, of: count)
        drain(call, count, body)
        pthread_mutex_lock(lock)
        while completed.load(ordering: .acquiring) < count { pthread_cond_wait(allDone, lock) }
        pthread_mutex_unlock(lock)
    }

    /// Takes and does indices of call `call` until none is left (or a later call has begun).
    private func drain(_ call: UInt64, _ count: Int, _ body: (Int) -> Void) {
        var current = ticket.load(ordering: .acquiring)
        while current >> 32 == call, Int(current & 0xFFFF_FFFF) < count {
            let (taken, seen) = ticket.compareExchange(
                expected: current, desired: current + 1, ordering: .acquiringAndReleasing)
            guard taken else {
                current = seen
                continue
            }
            body(Int(current & 0xFFFF_FFFF))
            finish(1, of: count)
            current = ticket.load(ordering: .acquiring)
        }
    }

    /// Counts `done` more indices done; the thread that completes the call wakes the caller.
    private func finish(_ done: Int, of count: Int) {
        guard completed.add(done, ordering: .acquiringAndReleasing).newValue == count else { return }
        pthread_mutex_lock(lock)
        pthread_cond_signal(allDone)
        pthread_mutex_unlock(lock)
    }

    /// A helper's life: sleep until a call is posted, take its indices while any is left, sleep again; end
    /// when the crew stops. A helper keeps no allocator cache: a condition's work may run on either thread
    /// from one call to the next, and what a helper frees is then free at once (the heap's figures count
    /// a cache's objects as live, and the measuring thread's cache is flushed before each reading).
    fileprivate func helperLoop() {
        JemallocProbe.disableThreadCache()
        var seen: UInt64 = 0
        pthread_mutex_lock(lock)
        while !stopping {
            guard generation != seen else {
                pthread_cond_wait(workPosted, lock)
                continue
            }
            seen = generation
            let (count, body) = work
            pthread_mutex_unlock(lock)
            drain(seen, count, body)
            pthread_mutex_lock(lock)
        }
        pthread_mutex_unlock(lock)
    }

    /// Starts a helper, or returns `nil` when none can be started.
    private func startHelper() -> pthread_t? {
        // The helper holds the crew unretained: the crew's deinit stops and joins it.
        let context = Unmanaged.passUnretained(self).toOpaque()
        var handle = pthread_t()
        let result = pthread_create(
            &handle, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<SideBySide>.fromOpaque(context).takeUnretainedValue().helperLoop()
                return nil
            }, context)
        return result == 0 ? handle : nil
    }
}
