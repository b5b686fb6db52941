/// Key taps: found in the current tree, sent through the node's action, handled here.
extension KeyboardController: KeyActionTarget {
    /// Taps the key `keyID` of the current layout (displaying the keyboard first if needed).
    /// Throws a `KeyboardInputError` for an unknown id or a key that is not on the current layout.
    public func tap(keyID: String) throws {
        try node(for: keyID).sendAction()
    }

    /// Taps the long-press `alternate` of key `keyID` of the current layout.
    /// Throws a `KeyboardInputError` if the key is unknown, not on the layout, or has no such alternate.
    public func tap(keyID: String, alternate: String) throws {
        try node(for: keyID).sendAction(alternate: alternate)
    }

    /// Taps the current layout's switch to `target` (displaying the keyboard first if needed): the node
    /// a tap on that switch key's identifier reaches, found by position in the tree instead of by
    /// identifier. Throws `KeyboardInputError.noModeSwitch` if the layout has no switch to `target`.
    func tapModeSwitch(to target: KeyboardMode) throws {
        display()
        guard let node = currentTree?.modeSwitchNode(to: target) else {
            throw KeyboardInputError.noModeSwitch(from: mode, to: target)
        }
        try node.sendAction()
    }

    /// Handles a key action sent by a node of one of this controller's trees.
    public func perform(key: KeyDefinition, alternate: String?) throws {
        try handle(key: key, alternate: alternate)
    }

    func handle(key: KeyDefinition, alternate: String?) throws(KeyboardInputError) {
        snippet.poll()
        if let alternate {
            guard key.alternates.contains(alternate) else {
                throw .unknownAlternate(keyID: key.id, alternate: alternate)
            }
            return insert(alternate, isLetter: key.isLetter)
        }
        switch key.kind {
        case .character, .space, .return: insert(key.output ?? "", isLetter: key.isLetter)
        case .backspace: deleteBackward()
        case .shift: tapShift()
        case .modeSwitch(let target): switchMode(to: target)
        case .globe: advanceToNextInputMode()
        }
    }

    private func node(for keyID: String) throws(KeyboardInputError) -> KeyNode {
        display()
        if let node = currentTree?.node(forID: keyID) { return node }
        guard layouts.definition(forID: keyID) != nil else { throw .unknownKey(keyID) }
        throw .keyNotInLayout(keyID: keyID, mode: mode)
    }

    private func insert(_ text: String, isLetter: Bool) {
        let output = isLetter && shift.state.capitalises ? text.uppercased() : text
        document.insertText(output)
        capture(output)
        guard isLetter, shift.state == .once else { return }
        shift.letterTyped()
        refreshTree()
    }

    private func deleteBackward() {
        document.deleteBackward()
        captureBackspace()
    }

    private func tapShift() {
        shift.tap(at: clock.now)
        refreshTree()
    }

    private func switchMode(to target: KeyboardMode) {
        mode = target
        refreshTree()
    }

    private func advanceToNextInputMode() {
        advanceToNextInputModeCount += 1
        onAdvanceToNextInputMode?()
    }
}
