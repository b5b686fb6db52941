/// One function's weight in a profile: where it is the leaf (self) and where it is anywhere on the
/// stack (total, inclusive: each stack counted once however often the function recurses in it).
public struct FunctionCost: Equatable, Sendable {
    /// The function's name, as the frames spell it.
    public var name: String
    /// The weight of the stacks that end in the function.
    public var selfWeight: UInt64
    /// The weight of the stacks that contain the function at least once.
    public var totalWeight: UInt64

    /// A function's costs.
    public init(name: String, selfWeight: UInt64, totalWeight: UInt64) {
        self.name = name
        self.selfWeight = selfWeight
        self.totalWeight = totalWeight
    }
}
