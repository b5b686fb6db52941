import BenchReport
import Foundation

/// Reads run-report files into `PerfRun`s. Every failure is a `PerfCIError` naming the file in one line.
public struct ReportInput: Sendable {
    /// Turns a report's bytes into a run (the BenchReport adapter in the real tool).
    public var decode: @Sendable (Data) throws -> PerfRun

    /// An input with the given decoder.
    public init(decode: @escaping @Sendable (Data) throws -> PerfRun) { self.decode = decode }

    /// The reader PerfCI uses: BenchReport's decoder (every schema version, migrated forward), then
    /// PerfCI's view of the report.
    /// `schemaVersion` of the result is the version the file was written with, not the migrated one.
    public static let standard = ReportInput(decode: { data in
        do {
            var run = PerfRun(try ReportCoding.decode(data))
            run.schemaVersion = (try? JSONDecoder().decode(VersionProbe.self, from: data).schema_version) ?? run.schemaVersion
            return run
        } catch let error as ReportDecodingError {
            throw PerfCIError(error.description)
        }
    })

    private struct VersionProbe: Decodable {
        var schema_version: Int
    }

    /// Reads and decodes the report at `path`.
    public func run(at path: String) throws -> PerfRun {
        try run(from: try Self.bytes(at: path), named: path)
    }

    /// Decodes `data` and checks its values (`PerfRun.validate`), naming it `name` in errors.
    public func run(from data: Data, named name: String) throws -> PerfRun {
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
