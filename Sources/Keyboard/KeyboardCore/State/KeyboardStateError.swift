/// Why a saved keyboard state string could not be read.
public enum KeyboardStateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The string is longer than `KeyboardState.maximumSerializedLength` (UTF-8 bytes); nothing was parsed.
    case tooLong(length: Int, maximum: Int)
    /// The string does not start with the expected version tag.
    case unsupportedVersion(found: String)
    /// A field is not of the form `name=value`.
    case malformedField(String)
    /// A field name is not known.
    case unknownField(String)
    /// A field appears more than once.
    case duplicateField(String)
    /// A required field is missing.
    case missingField(String)
    /// A field's value is not allowed.
    case invalidValue(field: String, value: String)

    /// A one-line explanation naming the problem.
    public var description: String {
        switch self {
        case .tooLong(let length, let maximum):
            "saved keyboard state is \(length) bytes long (at most \(maximum) are read)"
        case .unsupportedVersion(let found):
            "saved keyboard state has unsupported version tag '\(found)' (expected '\(KeyboardState.versionTag)')"
        case .malformedField(let field): "saved keyboard state field '\(field)' is not of the form name=value"
        case .unknownField(let name): "saved keyboard state has unknown field '\(name)'"
        case .duplicateField(let name): "saved keyboard state has field '\(name)' more than once"
        case .missingField(let name): "saved keyboard state is missing field '\(name)'"
        case .invalidValue(let field, let value): "saved keyboard state field '\(field)' has invalid value '\(value)'"
        }
    }
}
