/// A fixed-size buffer allocated once and reused for the life of its owner: the pipeline's steady
/// state reads and writes through `pointer` and allocates nothing.
/// Not `Sendable`: a raw buffer with no locks; its one owner uses it from one thread at a time.
final class Storage<Element> {
    /// The elements.
    let pointer: UnsafeMutablePointer<Element>
    /// How many.
    let count: Int

    /// `count` copies of `value` (at least one element is allocated).
    init(repeating value: Element, count: Int) {
        self.count = Swift.max(count, 0)
        pointer = UnsafeMutablePointer<Element>.allocate(capacity: Swift.max(count, 1))
        pointer.initialize(repeating: value, count: Swift.max(count, 1))
    }

    deinit {
        pointer.deinitialize(count: Swift.max(count, 1))
        pointer.deallocate()
    }

    /// Element `index` (unchecked: callers keep indexes in range).
    @inline(__always) subscript(index: Int) -> Element {
        get { pointer[index] }
        set { pointer[index] = newValue }
    }

    /// Sets `count` elements from `start` to `value`.
    @inline(__always) func fill(_ value: Element, from start: Int, count: Int) {
        guard count > 0 else { return }
        (pointer + start).update(repeating: value, count: count)
    }
}
