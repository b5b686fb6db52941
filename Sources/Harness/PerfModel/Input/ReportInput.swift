import BenchReport
import Foundation

/// Reads run-report files into `RunReport`s (compare, the per-report exports) and history files into
/// `HistoryRecord`s (history, change points, dashboard, the Otava export). Every failure is a
/// `PerfCIError` naming the file in one line.
public struct ReportInput: Sendable {
    /// Turns a full report's bytes into a run (the BenchReport adapter in the real tool).
    public var decode: @Sendable (Data) throws -> RunReport

    /// Turns a history entry's or a full report's bytes into what a history keeps of it (the bytes a
    /// history stores are its compact entry, `HistoryRecord.encoded()`, made only when storing).
    public var compact: @Sendable (Data) throws -> HistoryRecord

    /// An input with a report decoder and a history reader.
    public init(
        decode: @escaping @Sendable (Data) throws -> RunReport,
        compact: @escaping @Sendable (Data) throws -> HistoryRecord
    ) {
        self.decode = decode
        self.compact = compact
    }

    /// The reader PerfCI uses: BenchReport's decoder (every schema version, migrated forward, then
    /// `readable()`; `schemaVersion` of the result is the version the file was written with), which
    /// refuses a history entry (it keeps too little to compare or export as a report); and, for a
    /// history, `HistoryRecord.decode` (an entry, or a full report compacted).
    public static let standard = ReportInput(
        decode: { data in
            try readable {
                if HistoryRecord.isEntry(data) {
                    throw PerfCIError(
                        "a history entry, not a run report: compare and the report exports read a full report (report.json)"
                    )
                }
                var (report, version) = try ReportCoding.decodeVersioned(data)
                report.schemaVersion = version
                return report.readable()
            }
        },
        compact: { data in
            try readable { try HistoryRecord.decode(data) }
        })

    private static func readable<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as ReportDecodingError { throw PerfCIError(error.description) }
    }

    /// Decodes `data` for a history: its record (checked, `HistoryRecord.validate`) and the bytes to store.
    public func entry(from data: Data, named name: String) throws -> (record: HistoryRecord, stored: Data) {
        try named(name) {
            let record = try checkedRecord(data)
            return (record, try record.encoded())
        }
    }

    /// Reads the history file at `path`: what the history keeps of it, checked (not encoded again: a
    /// read stores nothing).
    public func record(at path: String) throws -> HistoryRecord {
        let data = try Self.bytes(at: path)
        return try named(path) { try checkedRecord(data) }
    }

    private func checkedRecord(_ data: Data) throws -> HistoryRecord {
        let record = try compact(data)
        try record.validate()
        return record
    }

    /// Reads and decodes the report at `path`.
    public func run(at path: String) throws -> RunReport {
        try run(from: try Self.bytes(at: path), named: path)
    }

    /// Decodes `data` and checks its values (`RunReport.validate`), naming it `name` in errors.
    public func run(from data: Data, named name: String) throws -> RunReport {
        try named(name) {
            let run = try decode(data)
            try run.validate()
            return run
        }
    }

    /// `body`'s result; its error in one line prefixed with `name`.
    private func named<T>(_ name: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PerfCIError {
            throw PerfCIError("\(name): \(error.message)")
        } catch {
            throw PerfCIError("\(name): not a run report (\(Self.describe(error)))")
        }
    }

    /// The bytes of the file at `path`; a missing file or a directory is a `PerfCIError`.
    public static func bytes(at path: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PerfCIError("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw PerfCIError("\(path): is a directory, not a report file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PerfCIError("\(path): cannot be read")
        }
        return data
    }

    private static func describe(_ error: Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .dataCorrupted(let context): return "malformed JSON: \(context.debugDescription)"
            case .keyNotFound(let key, _): return "missing key \(key.stringValue)"
            case .typeMismatch(_, let context), .valueNotFound(_, let context):
                return "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
            @unknown default: return "undecodable"
            }
        }
        return "\(error)".split(separator: "\n").first.map(String.init) ?? "undecodable"
    }
}
