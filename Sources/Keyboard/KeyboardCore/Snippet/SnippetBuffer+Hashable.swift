extension SnippetBuffer: Hashable {
    /// Two windows are equal when they hold the same characters in the same order and capacity.
    public static func == (lhs: SnippetBuffer, rhs: SnippetBuffer) -> Bool {
        guard lhs.capacity == rhs.capacity, lhs.count == rhs.count else { return false }
        for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
        return true
    }

    /// Hashes the capacity and the characters, oldest first.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(capacity)
        hasher.combine(count)
        for index in 0..<count { hasher.combine(self[index]) }
    }
}
