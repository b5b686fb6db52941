#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON conventions of reports and of the worker wire: snake_case keys, sorted, non-finite
/// numbers as the strings `"nan"`, `"inf"`, `"-inf"`.
public enum ReportCoding {
    /// The encoder for report files: snake_case keys, pretty-printed, sorted keys.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// The decoder matching `encoder()`.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// A report as pretty-printed JSON (with a trailing newline).
    public static func encode(_ report: RunReport) throws -> Data {
        var data = try encoder().encode(report)
        data.append(0x0A)
        return data
    }

    /// A value as one line of JSON (the worker's result frame).
    public static func encodeCompact<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = encoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// Decodes a report of any schema version this tool knows (1 and 2), migrating older ones forward;
    /// a newer or unknown version is refused by name.
    public static func decode(_ data: Data) throws -> RunReport {
        try decodeVersioned(data).report
    }

    /// `decode`, with the schema version the report was written with (before migration).
    public static func decodeVersioned(_ data: Data) throws -> (report: RunReport, version: Int) {
        let probe: SchemaProbe
        do {
            probe = try decoder().decode(SchemaProbe.self, from: data)
        } catch {
            throw ReportDecodingError.notAReport(describe(error))
        }
        do {
            switch probe.schemaVersion {
            case 1: return (try decoder().decode(ReportV1.self, from: data).migrated(), 1)
            case reportSchemaVersion: return (try decoder().decode(RunReport.self, from: data), reportSchemaVersion)
            default:
                throw ReportDecodingError.unsupportedSchemaVersion(
                    found: probe.schemaVersion, supported: reportSchemaVersion)
            }
        } catch let error as ReportDecodingError {
            throw error
        } catch {
            throw ReportDecodingError.notAReport(describe(error))
        }
    }

    /// A short, one-line account of a decoding error (the path and what was wrong).
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    struct SchemaProbe: Decodable {
        var schemaVersion: Int
    }
}

/// Why a report file could not be read.
public enum ReportDecodingError: ExitCodeCarrying, Equatable, CustomStringConvertible {
    /// A report that does not read is bad input: 2.
    public var exitCode: BenchExitCode { .badInput }

    /// The report was written with another version of the schema.
    case unsupportedSchemaVersion(found: Int, supported: Int)
    /// The data is not a report (the reason is one line).
    case notAReport(String)

    /// One line for stderr.
    public var description: String {
        switch self {
        case let .unsupportedSchemaVersion(found, supported):
            "report has schema_version \(found); this tool reads schema_version 1 to \(supported)"
        case let .notAReport(reason):
            "not a keyboard-bench report: \(reason)"
        }
    }
}
