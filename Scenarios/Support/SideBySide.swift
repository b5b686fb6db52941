#if canImport(Glibc)
    import Glibc
#endif
import BenchKit
import Synchronization

/// Unmeasured work spread over the machine's cores: a scenario's inputs (rendered frames) made side by
/// side between measured calls, never during one. `forEach` returns only when every index is done, so the
/// measured call that follows runs with the other cores idle of this process's work.
///
/// The helper threads are started once, with the crew, and sleep between calls: a thread woken from
/// sleep is scheduled at once on a busy machine, where one started anew waits its turn behind the
/// machine's other work (and the caller would have done all the work by then).
final class SideBySide: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private let workPosted: UnsafeMutablePointer<pthread_cond_t>
    private let allDone: UnsafeMutablePointer<pthread_cond_t>
    private var helpers: [pthread_t] = []
    /// Guarded by `lock`: the call being worked on (its number, indices and work), and whether the crew
    /// is stopping.
    private var generation = 0
    private var work: (count: Int, body: (Int) -> Void) = (0, { _ in })
    private var stopping = false
    /// Indices of the current call done so far.
    private let completed = Atomic<Int>(0)

    /// A crew of one thread per online core: this one and up to `cores - 1` helpers (none on one core, or
    /// when a thread cannot be started: the work then runs on the caller's thread).
    init(cores: Int = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) {
        lock = .allocate(capacity: 1)
        workPosted = .allocate(capacity: 1)
        allDone = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        pthread_cond_init(workPosted, nil)
        pthread_cond_init(allDone, nil)
        for seat in 1..<Swift.max(cores, 1) {
            guard let handle = startHelper(seat: seat) else { break }
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

    /// Calls `body` once for each index in `0..<count`, index `i` on thread `i % threads` (the caller's
    /// is thread 0, so index 0 runs on the caller's thread, and its work is in the caller's cache when
    /// the call returns), and returns when every call has returned. The calls must touch disjoint state.
    func forEach(_ count: Int, _ body: @escaping (Int) -> Void) {
        guard count > 0 else { return }
        pthread_mutex_lock(lock)
        generation += 1
        work = (count, body)
        completed.store(0, ordering: .relaxed)
        pthread_cond_broadcast(workPosted)
        pthread_mutex_unlock(lock)
        share(0, count, body)
        pthread_mutex_lock(lock)
        while completed.load(ordering: .acquiring) < count { pthread_cond_wait(allDone, lock) }
        pthread_mutex_unlock(lock)
    }

    /// Does the indices of thread `seat` (`seat`, `seat + threads`, …) and counts them done; the thread
    /// that completes the call wakes the caller.
    private func share(_ seat: Int, _ count: Int, _ body: (Int) -> Void) {
        var done = 0
        for index in stride(from: seat, to: count, by: threads) {
            body(index)
            done += 1
        }
        if completed.add(done, ordering: .acquiringAndReleasing).newValue == count {
            pthread_mutex_lock(lock)
            pthread_cond_signal(allDone)
            pthread_mutex_unlock(lock)
        }
    }

    /// Helper `seat`'s life: sleep until a call is posted, do its share, sleep again; end when the crew
    /// stops. The caller waits for every share, so a helper never misses a call. A helper keeps no
    /// allocator cache: what it frees is free at once, so the measured heap does not move with its cache.
    fileprivate func helperLoop(seat: Int) {
        JemallocProbe.disableThreadCache()
        var seen = 0
        pthread_mutex_lock(lock)
        while !stopping {
            guard generation != seen else {
                pthread_cond_wait(workPosted, lock)
                continue
            }
            seen = generation
            let (count, body) = work
            pthread_mutex_unlock(lock)
            share(seat, count, body)
            pthread_mutex_lock(lock)
        }
        pthread_mutex_unlock(lock)
    }

    /// Starts helper `seat`, or returns `nil` when it cannot be started.
    private func startHelper(seat: Int) -> pthread_t? {
        // The helper holds the crew unretained: the crew's deinit stops and joins it.
        let context = UnsafeMutablePointer<(Unmanaged<SideBySide>, Int)>.allocate(capacity: 1)
        context.initialize(to: (Unmanaged.passUnretained(self), seat))
        var handle = pthread_t()
        let result = pthread_create(
            &handle, nil,
            { context in
                guard let context else { return nil }
                let start = context.assumingMemoryBound(to: (Unmanaged<SideBySide>, Int).self)
                let (crew, seat) = start.move()
                start.deallocate()
                crew.takeUnretainedValue().helperLoop(seat: seat)
                return nil
            }, context)
        guard result == 0 else {
            context.deinitialize(count: 1)
            context.deallocate()
            return nil
        }
        return handle
    }
}
