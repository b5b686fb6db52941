import Determinism

/// The file format of shared state: a header line, `key=value` lines sorted by key (values with `%`,
/// line feed and carriage return percent-escaped), and a last line with the FNV-1a 64 checksum of
/// everything before it. At most `maximumBytes` in all. A file that is truncated, altered, over the
/// cap or not in this format is refused as a whole (its checksum or shape says so).
public enum SharedStateFile {
    /// The cap on the whole file (story 2.1: "< 1KB").
    public static let maximumBytes = 1_024
    static let header = "typesafe-shared-state 1\n"
    static let checksumPrefix = "checksum="

    /// The file's bytes for `state`; throws `.invalidKey` or `.oversize` (the caller writes nothing).
    public static func encode(_ state: SharedState) throws(SharedStateError) -> [UInt8] {
        var body = header
        for key in state.entries.keys.sorted() {
            guard isValidKey(key) else { throw .invalidKey(key) }
            body += key + "=" + escape(state.entries[key] ?? "") + "\n"
        }
        var bytes = Array(body.utf8)
        bytes.append(contentsOf: (checksumPrefix + hex(checksum(bytes)) + "\n").utf8)
        guard bytes.count <= maximumBytes else { throw .oversize(bytes: bytes.count, limit: maximumBytes) }
        return bytes
    }

    /// The state in `bytes`, or why they are not a shared-state file (one line).
    public static func decode(_ bytes: [UInt8]) -> Result<SharedState, SharedStateDecodingError> {
        guard bytes.count <= maximumBytes else {
            return .failure(.init("file of \(bytes.count) bytes is over the \(maximumBytes)-byte cap"))
        }
        guard bytes.last == 0x0A, let split = bytes.dropLast().lastIndex(of: 0x0A) else {
            return .failure(.init("truncated (no checksum line)"))
        }
        let body = Array(bytes[...split])
        let trailer = String(decoding: bytes[(split + 1)..<(bytes.count - 1)], as: UTF8.self)
        guard trailer == checksumPrefix + hex(checksum(body)) else {
            return .failure(.init("checksum does not match (truncated or altered)"))
        }
        guard let text = String(validating: body, as: UTF8.self), text.hasPrefix(header) else {
            return .failure(.init("not a shared-state file (bad header)"))
        }
        var entries: [String: String] = [:]
        for line in text.dropFirst(header.count).split(separator: "\n") {
            guard let equals = line.firstIndex(of: "="), isValidKey(String(line[..<equals])) else {
                return .failure(.init("bad line '\(line.prefix(40))'"))
            }
            guard let value = unescape(line[line.index(after: equals)...]) else {
                return .failure(.init("bad escape in '\(line.prefix(40))'"))
            }
            entries[String(line[..<equals])] = value
        }
        return .success(SharedState(entries: entries))
    }

    static func isValidKey(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.count <= 64
            && key.utf8.allSatisfy { byte in
                (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F || byte == 0x2E
                    || byte == 0x2D
            }
    }

    static func escape(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\n": result += "%0A"
            case "\r": result += "%0D"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func unescape(_ value: Substring) -> String? {
        var result = ""
        var scalars = value.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            let code =
                String(scalars.next().map(Character.init) ?? " ") + String(scalars.next().map(Character.init) ?? " ")
            switch code {
            case "25": result += "%"
            case "0A": result += "\n"
            case "0D": result += "\r"
            default: return nil
            }
        }
        return result
    }

    /// FNV-1a, 64 bits (`Determinism.FNV1a`).
    static func checksum(_ bytes: [UInt8]) -> UInt64 { FNV1a.hash(bytes) }

    static func hex(_ value: UInt64) -> String { FNV1a.hex(value) }
}

/// Why bytes are not a shared-state file.
public struct SharedStateDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line.
    public let description: String
    init(_ description: String) { self.description = description }
}
