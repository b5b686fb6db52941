/// Receives key actions. Nodes hold their target weakly, so a tree never keeps its controller alive.
public protocol KeyActionTarget: AnyObject {
    /// Performs the action of `key`; `alternate` is the long-press variant picked, if any.
    func perform(key: KeyDefinition, alternate: String?) throws
}
