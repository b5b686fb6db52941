import BenchReport
import PerfModel
import BenchSafety
import Foundation

/// The culprits kept in a history: `<history>/.culprits/<machine>/<run file>.json`, one file per run
/// that found new regressions, named like the run's entry. A dot folder, so the history's run readers
/// skip it; one immutable file per run, written atomically, so histories still merge by copying.
public struct CulpritStore: Sendable {
    /// The folder under the history.
    public static let folder = ".culprits"
    /// The value of a file's `format`.
    public static let formatName = "keyboard-bench-culprits"

    /// One file: the run and its culprits.
    struct File: Codable {
        var format: String
        var runId: String
        var culprits: [Culprit]
    }

    /// The history folder.
    public var history: String

    /// The store of the history at `history`.
    public init(history: String) { self.history = history }

    /// Where the culprits of the run stored as `entry` are kept.
    public func path(for entry: HistoryEntry) -> String { "\(history)/\(Self.folder)/\(entry.path)" }

    /// Keeps `culprits` with the run stored as `entry` (replacing what that run kept before).
    public func write(_ culprits: [Culprit], for entry: HistoryEntry) throws {
        let path = path(for: entry)
        try FileIO.makeDirectory("\(history)/\(Self.folder)")
        try FileIO.makeDirectory(DirectoryEntries.parent(of: path))
        let json = try JSONOutput.string(File(format: Self.formatName, runId: entry.runId, culprits: culprits))
        try FileIO.atomicWrite(Data(json.utf8), to: path)
    }

    /// Removes what the run stored as `entry` kept (nothing when it kept none).
    public func remove(for entry: HistoryEntry) {
        try? FileManager.default.removeItem(atPath: path(for: entry))
    }

    /// Every culprit kept, oldest run first; a file that does not read is named in `unreadable`.
    public func all() -> (culprits: [Culprit], unreadable: [String]) {
        let root = "\(history)/\(Self.folder)"
        let machines = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter {
            !$0.hasPrefix(".")
        }
        var culprits: [Culprit] = []
        var unreadable: [String] = []
        for machine in machines.sorted() {
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(machine)")) ?? [])
                .filter { !$0.hasPrefix(".") && $0.hasSuffix(".json") }.sorted()
            for file in files {
                let path = "\(root)/\(machine)/\(file)"
                guard let data = FileManager.default.contents(atPath: path),
                    let read = try? JSONOutput.decode(File.self, from: data), read.format == Self.formatName
                else {
                    unreadable.append("skipped \(path): not a culprits file")
                    continue
                }
                culprits += read.culprits
            }
        }
        return (culprits, unreadable)
    }
}
