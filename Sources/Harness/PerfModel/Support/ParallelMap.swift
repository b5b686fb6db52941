import Foundation

/// `map` over independent items on every core (Dispatch's `concurrentPerform`), results in order.
package enum ParallelMap {
    package static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result)
        -> [Result]
    {
        guard items.count > 1 else { return items.map(transform) }
        let results = Slots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, transform(items[index]))
        }
        return results.values()
    }

    /// One slot per item, each written by exactly one iteration.
    /// `@unchecked Sendable`: `storage` is read and written under `lock` only.
    private final class Slots<Value>: @unchecked Sendable {
        private var storage: [Value?]
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Value) {
            lock.lock(); storage[index] = value; lock.unlock()
        }

        func values() -> [Value] { storage.compactMap { $0 } }
    }
}
