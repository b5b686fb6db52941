/// One of the workers a split scenario runs in side by side (`Scenario(_:parts:)`): part `index` of `count`,
/// each measuring its share of the scenario's items in a process of its own, their results joined into
/// one repetition. `whole` is the scenario unsplit, as a worker started without `--part` runs it.
public struct RunPart: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The most parts a scenario is split into.
    public static let maximumCount = 16

    /// This part, 0-based.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// Every item: the scenario unsplit.
    public static let whole = RunPart(checked: 0, of: 1)

    /// Part `index` (0-based) of `count`; `nil` unless `0 ≤ index < count ≤ maximumCount`.
    public init?(index: Int, count: Int) {
        guard (1...Self.maximumCount).contains(count), (0..<count).contains(index) else { return nil }
        self.init(checked: index, of: count)
    }

    private init(checked index: Int, of count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `K/N`, 1-based as it is written on a worker's command line (`--part 2/2`).
    public init?(parsing text: String) {
        let fields = text.split(separator: "/", omittingEmptySubsequences: false)
        guard fields.count == 2, let part = Int(fields[0]), let count = Int(fields[1]) else { return nil }
        self.init(index: part - 1, count: count)
    }

    /// Whether the item at `position` of a scenario's list is this part's: the items are dealt in turn,
    /// so neighbours of a list (often alike in cost) land in different parts.
    public func selects(_ position: Int) -> Bool { position % count == index }

    /// The positions in `items` this part takes, with the items.
    public func share<Item>(of items: [Item]) -> [(position: Int, item: Item)] {
        items.enumerated().filter { selects($0.offset) }.map { (position: $0.offset, item: $0.element) }
    }

    /// The positions in `items` this part takes when the items cost unlike amounts, with the items: dealt
    /// heaviest first, each to the part with the least cost so far (ties to the lower part; longest
    /// processing time first), so that parts that run side by side finish together. Each part's items come
    /// back in list order. Every part computes the same deal, so together they take each item once. A cost
    /// that is not finite and positive counts as 0.
    public func share<Item>(of items: [Item], cost: (Item) -> Double) -> [(position: Int, item: Item)] {
        let costs = items.map { item -> Double in
            let value = cost(item)
            return value.isFinite && value > 0 ? value : 0
        }
        let heaviestFirst = costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        var loads = [Double](repeating: 0, count: count), mine: [Int] = []
        for position in heaviestFirst {
            // `min(by:)` keeps the first of equal loads: ties go to the lower part.
            let lightest = loads.indices.min { loads[$0] < loads[$1] } ?? 0
            loads[lightest] += costs[position]
            if lightest == index { mine.append(position) }
        }
        return mine.sorted().map { (position: $0, item: items[$0]) }
    }

    /// `K/N`, 1-based.
    public var description: String { "\(index + 1)/\(count)" }
}
