/// Copying the window out as UTF-8 without building a `String` (the analysis request is made from
/// these bytes on the analyser's side, so the keystroke that triggers it allocates nothing).
extension SnippetBuffer {
    /// The window's size in UTF-8 bytes.
    public var utf8Count: Int {
        var total = 0
        for index in 0..<count { total += self[index].utf8.count }
        return total
    }

    /// Replaces the contents of `bytes` with the window's text in UTF-8, keeping the newest characters
    /// that fit in `maximumBytes` (whole characters only). Allocates nothing when `bytes` already has
    /// the capacity. Returns how many characters were copied.
    @discardableResult
    public func copyUTF8(into bytes: inout [UInt8], maximumBytes: Int) -> Int {
        bytes.removeAll(keepingCapacity: true)
        var first = count
        var size = 0
        while first > 0 {
            let next = self[first - 1].utf8.count
            guard size + next <= maximumBytes else { break }
            size += next
            first -= 1
        }
        for index in first..<count { bytes.append(contentsOf: self[index].utf8) }
        return count - first
    }
}
