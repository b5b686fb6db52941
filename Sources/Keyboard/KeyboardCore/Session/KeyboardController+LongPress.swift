/// Long presses: the pop-up of a key's alternates, and picking one (the same path as a tap).
extension KeyboardController {
    /// Long-presses key `keyID` of the current layout and picks `alternate` from its pop-up: the
    /// node's action is sent with the alternate, exactly as `tap(keyID:alternate:)` does.
    /// Throws `KeyboardInputError.unknownKey` (no layout has the id), `.keyNotInLayout` (not on the
    /// current layout) or `.unknownAlternate` (the key does not offer `alternate`).
    public func longPress(keyID: String, alternate: String) throws {
        try tap(keyID: keyID, alternate: alternate)
    }

    /// The alternates key `keyID` of the current layout offers on a long press (empty if none).
    /// Throws `KeyboardInputError.unknownKey` or `.keyNotInLayout` like a tap.
    public func alternates(ofKeyID keyID: String) throws(KeyboardInputError) -> [String] {
        display()
        if let node = currentTree?.node(forID: keyID) { return node.definition.alternates }
        guard layouts.definition(forID: keyID) != nil else { throw .unknownKey(keyID) }
        throw .keyNotInLayout(keyID: keyID, mode: mode)
    }
}
