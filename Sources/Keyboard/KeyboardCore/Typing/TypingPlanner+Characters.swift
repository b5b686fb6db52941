/// Where a character is typed: the layout, and the stroke on it.
struct KeyChoice: Hashable, Sendable {
    /// The layout that types the character.
    let mode: KeyboardMode
    /// The tap or long press that types it.
    let stroke: TypingStroke
    /// Whether the key is a letter (so shift decides its case).
    let isLetter: Bool
    /// Whether the letter must be typed with shift on.
    let needsShift: Bool

    /// Whether the character is a capital letter.
    var isCapital: Bool { isLetter && needsShift }
}

/// Finding characters on the layouts, and the characters no layout has.
extension TypingPlanner {
    /// Every character of `text` that no layout has, in text order, with its index in `Character`s.
    public func untypeableCharacters(in text: String) -> [UntypeableCharacter] {
        untypeableCharacters(in: Array(text))
    }

    /// Throws `TypingError.untypeable` listing every character of `text` that no layout has.
    func checkTypeable(_ text: String) throws(TypingError) {
        let untypeable = untypeableCharacters(in: text)
        guard untypeable.isEmpty else { throw .untypeable(untypeable) }
    }

    /// Whether some layout has `character` (as a key, a shifted letter or a long-press alternate).
    func canType(_ character: Character) -> Bool {
        modes.contains { keyChoice(for: character, on: $0) != nil }
    }

    func untypeableCharacters(in characters: [Character]) -> [UntypeableCharacter] {
        characters.indices.compactMap { index in
            canType(characters[index]) ? nil : UntypeableCharacter(character: characters[index], index: index)
        }
    }

    /// The current layout if it has the character; otherwise the layout fewest switches away
    /// (ties: a key before an alternate, then mode order).
    func choice(for character: Character, from mode: KeyboardMode) -> KeyChoice? {
        if let here = keyChoice(for: character, on: mode) { return here }
        var best: (choice: KeyChoice, switches: Int, longPress: Int)?
        for other in modes where other != mode {
            guard let hops = routes[mode]?[other], let choice = keyChoice(for: character, on: other) else { continue }
            let rank = (switches: hops.count, longPress: choice.stroke.isLongPress ? 1 : 0)
            if let current = best, (current.switches, current.longPress) <= rank { continue }
            best = (choice, rank.switches, rank.longPress)
        }
        return best?.choice
    }

    /// How `character` is typed on the layout of `mode`, if it can be; a letter needs a shift key.
    func keyChoice(for character: Character, on mode: KeyboardMode) -> KeyChoice? {
        guard let layout = layouts[mode], let stroke = layout.stroke(for: character) else { return nil }
        let isLetter = layout.key(forID: stroke.keyID)?.isLetter ?? false
        if isLetter, shiftKeys[mode] == nil { return nil }
        let typing: TypingStroke =
            stroke.alternate.map { .longPress(keyID: stroke.keyID, alternate: $0) }
            ?? .tap(keyID: stroke.keyID)
        return KeyChoice(mode: mode, stroke: typing, isLetter: isLetter, needsShift: stroke.needsShift)
    }
}

extension TypingStroke {
    /// Whether the stroke is a long press.
    var isLongPress: Bool {
        if case .longPress = self { return true }
        return false
    }
}
