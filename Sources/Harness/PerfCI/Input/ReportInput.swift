import BenchReport
import Foundation

/// Reads run-report files into `RunReport`s. Every failure is a `PerfCIError` naming the file in one line.
public struct ReportInput: Sendable {
    /// Turns a report's bytes into a run (the BenchReport adapter in the real tool).
    public var decode: @Sendable (Data) throws -> RunReport

    /// Turns a report's bytes into its run and what a history stores of it: the compact entry
    /// (`HistoryRecord`) in the real tool, decoded once; the bytes unchanged for a test's own decoder.
    public var compact: @Sendable (Data) throws -> (run: RunReport, stored: Data)

    /// An input with the given decoder (a history stores its reports' bytes unchanged).
    public init(decode: @escaping @Sendable (Data) throws -> RunReport) {
        self.decode = decode
        self.compact = { (try decode($0), $0) }
    }

    /// An input with a decoder and a compactor.
    public init(decode: @escaping @Sendable (Data) throws -> RunReport, compact: @escaping @Sendable (Data) throws -> (run: RunReport, stored: Data)) {
        self.decode = decode
        self.compact = compact
    }

    /// The reader PerfCI uses: BenchReport's decoder (every schema version, migrated forward), or a
    /// compact history entry (`HistoryRecord`) read back as a report (`RunReport.init(_: HistoryRecord)`);
    /// then `readable()`. `schemaVersion` of the result is the version the file was written with, not
    /// the migrated one.
    public static let standard = ReportInput(decode: { data in
        try readable {
            if HistoryRecord.isEntry(data) { return RunReport(try HistoryRecord.decode(data)).readable() }
            var (report, version) = try ReportCoding.decodeVersioned(data)
            report.schemaVersion = version
            return report.readable()
        }
    }, compact: { data in
        try readable {
            let record = try HistoryRecord.decode(data)
            return (RunReport(record).readable(), try record.encoded())
        }
    })

    private static func readable<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as ReportDecodingError { throw PerfCIError(error.description) }
    }

    /// Decodes `data` for a history: its run (checked, `RunReport.validate`) and the bytes to store.
    public func entry(from data: Data, named name: String) throws -> (run: RunReport, stored: Data) {
        do {
            let entry = try compact(data)
            try entry.run.validate()
            return entry
        } catch let error as PerfCIError {
            throw PerfCIError("\(name): \(error.message)")
        } catch {
            throw PerfCIError("\(name): not a run report (\(Self.describe(error)))")
        }
    }

    /// Reads and decodes the report at `path`.
    public func run(at path: String) throws -> RunReport {
        try run(from: try Self.bytes(at: path), named: path)
    }

    /// Decodes `data` and checks its values (`RunReport.validate`), naming it `name` in errors.
    public func run(from data: Data, named name: String) throws -> RunReport {
        do {
            let run = try decode(data)
            try run.validate()
            return run
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
        guard let data = FileManager.default.contents(atPath: path) else { throw PerfCIError("\(path): cannot be read") }
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
