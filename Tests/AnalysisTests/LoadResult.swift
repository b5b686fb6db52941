import Foundation
@testable import KeyboardCore

/// A load's result handed from its thread to the test.
/// `@unchecked Sendable`: `value` is read and written under `lock` only.
final class LoadResult: @unchecked Sendable {
    private let lock = NSLock()
    private var value: SharedStateStore.Loaded?
    func set(_ loaded: SharedStateStore.Loaded) { lock.withLock { value = loaded } }
    func get() -> SharedStateStore.Loaded? { lock.withLock { value } }
}
