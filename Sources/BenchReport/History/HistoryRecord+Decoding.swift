#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension HistoryRecord {
    /// Reads a history entry, or a full report of any schema version (compacted): the history's reader.
    /// A newer entry format, or a newer report schema, is refused by name.
    public static func decode(_ data: Data) throws -> HistoryRecord {
        let probe = try? ReportCoding.decoder().decode(FormatProbe.self, from: data)
        guard probe?.format == formatName else {
            return HistoryRecord(try ReportCoding.decode(data), schemaVersion: probe?.schemaVersion)
        }
        guard let version = probe?.formatVersion, (1...currentVersion).contains(version) else {
            throw ReportDecodingError.notAReport(
                "history entry has format_version \(probe?.formatVersion.map(String.init) ?? "none"); this tool reads 1 to \(currentVersion)")
        }
        do {
            return try ReportCoding.decoder().decode(HistoryRecord.self, from: data)
        } catch {
            throw ReportDecodingError.notAReport("history entry: \(ReportCoding.describe(error))")
        }
    }

    /// The entry as one line of JSON and a newline (what `history add` stores).
    public func encoded() throws -> Data {
        var data = try ReportCoding.encodeCompact(self)
        data.append(0x0A)
        return data
    }

    /// Whether `data` is a history entry rather than a report (a cheap look at its first bytes).
    public static func isEntry(_ data: Data) -> Bool {
        (try? ReportCoding.decoder().decode(FormatProbe.self, from: data))?.format == formatName
    }

    struct FormatProbe: Decodable {
        var format: String?
        var formatVersion: Int?
        var schemaVersion: Int?
    }
}
