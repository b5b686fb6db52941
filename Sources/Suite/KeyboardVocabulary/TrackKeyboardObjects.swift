import BenchKit
import BenchModel
import KeyboardCore

/// Leak tracking for a keyboard session: while the session is held, the tracked node types alive
/// against what its current tree and cache hold; before it exists and after it is released, the
/// process-wide live counts of `LiveObjectRegistry` (a retain cycle that outlives the session shows there).
public func TrackKeyboardObjects() -> TrackObjects<KeyboardSession> {
    TrackKeyboardObjects { $0 }
}

/// Leak tracking for any subject that holds a keyboard session (`nil` when it holds none right now).
public func TrackKeyboardObjects<S>(session: @escaping (S) -> KeyboardSession?) -> TrackObjects<S> {
    TrackObjects(census: { subject in KeyboardCensus.whileHeld(session(subject)) }, live: KeyboardCensus.live)
}

/// The harness's view of the keyboard core's object census, written once for scenarios and benchmarks.
enum KeyboardCensus {
    /// Live instances of every tracked type, process-wide.
    @Sendable static func live() -> [String: Int] { LiveObjectRegistry.counts }

    /// Per tracked type: alive, against what `session` holds (nothing, without a session).
    static func whileHeld(_ session: KeyboardSession?) -> [ObjectCount] {
        guard let session else {
            return LiveObjectRegistry.counts.sorted { $0.key < $1.key }.map {
                ObjectCount(type: $0.key, live: $0.value, expected: 0)
            }
        }
        return session.objectCensus().map { ObjectCount(type: $0.type, live: $0.live, expected: $0.held) }
    }
}
