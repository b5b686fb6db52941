import BenchKit
import BenchModel
import Glibc

/// The items of one part of a split fixture: a touch counter and 1 MiB held per item.
final class SplitShelf {
    let items: [String]
    var touches: [Int]
    let held: [[UInt8]]

    init(_ items: [String]) throws {
        if let bad = items.first(where: { $0.hasPrefix("bad") }) { throw ShelfError(item: bad) }
        self.items = items
        touches = Array(repeating: 0, count: items.count)
        held = items.map { _ in [UInt8](repeating: 1, count: 1 << 20) }
    }
}

/// A part that cannot start.
struct ShelfError: Error, CustomStringConvertible {
    let item: String
    var description: String { "the shelf of \(item) cannot be built" }
}

extension Fixtures {
    static let parts: [RegisteredScenario] = [
        split("split-in-two", ["north", "south", "east"]).entry,
        split("split-one-part-fails", ["good", "bad-part"]).entry,
    ]

    /// Split in two: part 1 measures items 0 and 2, part 2 item 1 — each item's touches timed, its count and
    /// its worker's process id recorded.
    static func split(_ name: String, _ all: [String]) -> Scenario<SplitShelf> {
        Scenario(name, tags: "parts", parts: 2) { part in
            let share = part.share(of: all).map(\.item)
            Subject { try SplitShelf(share) }
            Parameter("items", all.joined(separator: ", "))
            for (slot, item) in share.enumerated() {
                Metric("touches.\(item)", unit: .count, polarity: .neither, deterministic: true)
                Metric("process.\(item)", unit: .count, polarity: .neither)
                Record("touches.\(item)") { Double($0.touches[slot]) }
                Record("process.\(item)") { _ in Double(getpid()) }
            }
            Repeat(50) {
                for (slot, item) in share.enumerated() {
                    Measure("touch.\(item)") { (shelf: SplitShelf, _: inout StepContext) in shelf.touches[slot] += 1 }
                }
            }
            Budget(.heapGrowth, atMost: .bytes(0))
            TimeLimit(seconds: 20)
        }
    }
}
