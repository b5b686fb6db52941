#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension HistoryRecord {
    /// Reads a history entry, or a full report of any schema version (compacted): the history's reader.
    /// A newer entry format, or a newer report schema, is refused by name.
    public static func decode(_ data: Data) throws -> HistoryRecord {
        guard isEntry(data) else {
            let (report, version) = try ReportCoding.decodeVersioned(data)
            try report.checkOneMachine()
            return HistoryRecord(report, schemaVersion: version)
        }
        // One parse when the entry reads and is of a known version; the probe (a second parse) only
        // to say why one does not: an unknown version is named before any other fault.
        let record: HistoryRecord
        do {
            record = try ReportCoding.decoder().decode(HistoryRecord.self, from: data)
        } catch {
            try checkVersion(of: data)
            throw ReportDecodingError.notAReport("history entry: \(ReportCoding.describe(error))")
        }
        if !(1...currentVersion).contains(record.formatVersion) { try checkVersion(of: data) }
        return record
    }

    /// Refuses an entry whose `format_version` is missing or not one this tool reads, by name.
    private static func checkVersion(of data: Data) throws {
        let probe = try? ReportCoding.decoder().decode(FormatProbe.self, from: data)
        guard let version = probe?.formatVersion, (1...currentVersion).contains(version) else {
            throw ReportDecodingError.notAReport(
                "history entry has format_version \(probe?.formatVersion.map(String.init) ?? "none"); this tool reads 1 to \(currentVersion)"
            )
        }
    }

    /// The entry as one line of JSON and a newline (what `history add` stores).
    public func encoded() throws -> Data {
        var data = try ReportCoding.encodeCompact(self)
        data.append(0x0A)
        return data
    }

    /// Whether `data` is a history entry rather than a report: it names the entry format (a byte search,
    /// no parse; a report that merely mentions the name fails as an entry and is refused by name).
    public static func isEntry(_ data: Data) -> Bool {
        let compact = Array("\"format\":\"\(formatName)\"".utf8), pretty = Array("\"format\" : \"\(formatName)\"".utf8)
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return contains(bytes, compact) || contains(bytes, pretty)
        }
    }

    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == first, needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) { return true }
            index += 1
        }
        return false
    }

    struct FormatProbe: Decodable {
        var format: String?
        var formatVersion: Int?
        var schemaVersion: Int?
    }
}
