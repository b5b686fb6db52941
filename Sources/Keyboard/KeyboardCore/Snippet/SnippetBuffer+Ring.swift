/// The ring of character slots: where the `index`th character is, adding one, dropping the newest.
extension SnippetBuffer {
    /// The ring slot of the `index`th character, oldest first.
    func slot(_ index: Int) -> Int {
        let position = start + index
        return position >= ring.count ? position - ring.count : position
    }

    /// Adds `character` as the newest, overwriting the oldest when the window is full.
    mutating func push(_ character: Character) {
        if count < capacity {
            ring[slot(count)] = character
            count += 1
        } else {
            ring[start] = character
            start = start + 1 == ring.count ? 0 : start + 1
        }
    }

    /// Drops the newest character.
    mutating func removeLastSlot() {
        ring[slot(count - 1)] = " "
        count -= 1
    }
}
