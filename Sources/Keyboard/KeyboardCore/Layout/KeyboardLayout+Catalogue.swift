/// Look-ups across all standard layouts.
extension KeyboardLayout {
    /// Every key identifier of every standard layout, with its definition.
    public static let catalogue: [String: KeyDefinition] = {
        var keys: [String: KeyDefinition] = [:]
        for layout in all { keys.merge(layout.keysByID) { first, _ in first } }
        return keys
    }()

    /// The definition of a key of any standard layout, or `nil` if no layout has it.
    public static func definition(forID id: String) -> KeyDefinition? { catalogue[id] }
}
