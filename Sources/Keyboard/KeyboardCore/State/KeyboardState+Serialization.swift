/// A compact, stdlib-only text form: `v1;mode=numbers;shift=locked`.
extension KeyboardState {
    /// The version tag every saved string starts with.
    static let versionTag = "v1"

    /// The saved form of this state.
    public var serialized: String { "\(Self.versionTag);mode=\(mode.rawValue);shift=\(shift.rawValue)" }

    /// The longest saved string read, in UTF-8 bytes. The longest valid form is 28 bytes; the margin
    /// leaves room for later fields. A longer string is refused before it is split or copied.
    public static let maximumSerializedLength = 256

    /// Reads a saved state; a bad string throws a `KeyboardStateError` naming the problem.
    /// A string longer than `maximumSerializedLength` UTF-8 bytes throws `.tooLong` before any parsing.
    public init(serialized text: String) throws(KeyboardStateError) {
        let length = text.utf8.count
        guard length <= Self.maximumSerializedLength else {
            throw .tooLong(length: length, maximum: Self.maximumSerializedLength)
        }
        let parts = text.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard let version = parts.first, version == Self.versionTag else {
            throw .unsupportedVersion(found: parts.first ?? "")
        }
        let fields = try Self.fields(Array(parts.dropFirst()))
        self.init(mode: try Self.value(fields, "mode"), shift: try Self.value(fields, "shift"))
    }

    private static func fields(_ parts: [String]) throws(KeyboardStateError) -> [String: String] {
        var fields: [String: String] = [:]
        for part in parts {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, !pair[0].isEmpty else { throw .malformedField(part) }
            let name = String(pair[0])
            guard name == "mode" || name == "shift" else { throw .unknownField(name) }
            guard fields[name] == nil else { throw .duplicateField(name) }
            fields[name] = String(pair[1])
        }
        return fields
    }

    private static func value<T: RawRepresentable<String>>(
        _ fields: [String: String], _ name: String
    ) throws(KeyboardStateError) -> T {
        guard let raw = fields[name] else { throw .missingField(name) }
        guard let value = T(rawValue: raw) else { throw .invalidValue(field: name, value: raw) }
        return value
    }
}
