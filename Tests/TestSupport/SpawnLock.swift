import Glibc

/// Serialises pipe creation and spawning: a pipe made close-on-exec in two steps must not leak into a
/// child another thread spawns between them.
let spawnLock = SpawnLock()

/// `@unchecked Sendable`: the mutex is the synchronisation; the class only holds it.
final class SpawnLock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    func lock() { pthread_mutex_lock(&mutex) }
    func unlock() { pthread_mutex_unlock(&mutex) }
}
