/// Typing text by tapping keys of the current layout.
extension KeyboardSession {
    /// Taps keys on the current layout for each character of `text` ("\n" is return, " " space);
    /// uppercase letters are typed with shift, lowercase ones with shift off. Throws
    /// `KeyboardInputError.notTypeable` naming the first character the current layout cannot type
    /// (characters before it have been typed).
    public func type(_ text: String) throws {
        controller.display()
        for character in text {
            let layout = controller.currentLayout
            guard let stroke = layout.stroke(for: character) else {
                throw KeyboardInputError.notTypeable(character, mode: layout.mode)
            }
            if layout.key(forID: stroke.keyID)?.isLetter == true { try setShift(capitalising: stroke.needsShift) }
            if let alternate = stroke.alternate {
                try controller.tap(keyID: stroke.keyID, alternate: alternate)
            } else {
                try controller.tap(keyID: stroke.keyID)
            }
        }
    }

    /// Taps shift until letters are (or are not) capitalised: at most two taps
    /// (a quick second tap may lock caps before the next one turns shift off).
    private func setShift(capitalising: Bool) throws {
        for _ in 0..<3 where controller.shift.state.capitalises != capitalising {
            try controller.tap(keyID: "shift")
        }
    }
}
