import BenchReport

/// `run --shard K/N`: run the K-th of N shards of the selection.
public struct ShardSpec: Sendable, Equatable, CustomStringConvertible {
    /// The most shards a selection is split into.
    static let maximumCount = 1_000

    /// This shard, 1-based.
    public var index: Int
    /// How many shards.
    public var count: Int

    /// Shard `index` of `count`.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `K/N` with 1 ≤ K ≤ N ≤ `maximumCount`; anything else is one line naming the value (exit 2):
    /// `invalid --shard '4/3': expected K/N, whole numbers with 1 ≤ K ≤ N ≤ 1000 (e.g. 2/3)`.
    public init(parsing text: String) throws(ShardSpecError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let index = Int(parts[0]), let count = Int(parts[1]),
            (1...Self.maximumCount).contains(count), (1...count).contains(index)
        else {
            throw ShardSpecError(value: text)
        }
        self.init(index: index, count: count)
    }

    /// `2/3`.
    public var description: String { "\(index)/\(count)" }
}

/// A `--shard` value that is not `K/N` with 1 ≤ K ≤ N.
public struct ShardSpecError: ExitCodeCarrying, Equatable, Sendable, CustomStringConvertible {
    /// A `--shard` value that does not read is bad usage: 2.
    public var exitCode: BenchExitCode { .badInput }

    /// The value as given.
    public var value: String

    /// The line for stderr.
    public var description: String {
        "invalid --shard '\(value)': expected K/N, whole numbers with 1 ≤ K ≤ N ≤ \(ShardSpec.maximumCount) (e.g. 2/3)"
    }
}
