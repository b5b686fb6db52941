/// The body of `POST /analyze-text` (story 2.1, story 1.6): `{session_id, app_bundle, text}`.
public struct AnalysisRequest: Hashable, Sendable {
    /// The path the request is posted to.
    public static let path = "/analyze-text"
    /// The most characters `text` may hold.
    static let maximumCharacters = 300

    /// The anonymous session id (a UUID v4, stable for the keyboard session).
    public var sessionID: String
    /// The host app's bundle identifier.
    public var appBundle: String
    /// The snippet (at most 300 characters).
    public var text: String

    /// A request.
    public init(sessionID: String, appBundle: String, text: String) {
        self.sessionID = sessionID
        self.appBundle = appBundle
        self.text = text
    }

    /// The JSON body, members in the order `session_id`, `app_bundle`, `text`, no whitespace.
    public var encoded: [UInt8] {
        var bytes: [UInt8] = []
        AnalysisRequest.encode(sessionID: sessionID, appBundle: appBundle, textUTF8: Array(text.utf8), into: &bytes)
        return bytes
    }

    /// Writes the JSON body into `bytes` (replacing its contents) from the snippet's UTF-8 bytes, as the
    /// analyser does without building a `String`.
    public static func encode(sessionID: String, appBundle: String, textUTF8: [UInt8], into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: #"{"session_id":"#.utf8)
        JSONEscaping.appendString(sessionID.utf8, to: &bytes)
        bytes.append(contentsOf: #","app_bundle":"#.utf8)
        JSONEscaping.appendString(appBundle.utf8, to: &bytes)
        bytes.append(contentsOf: #","text":"#.utf8)
        JSONEscaping.appendString(textUTF8, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }
}

/// Writing JSON strings: `"` and `\` escaped, control characters as `\n`, `\r`, `\t`, `\b`, `\f` or
/// `\u00XX`, everything else (UTF-8 included) as it is.
enum JSONEscaping {
    /// Appends `utf8` as a quoted JSON string.
    static func appendString<S: Sequence>(_ utf8: S, to bytes: inout [UInt8]) where S.Element == UInt8 {
        bytes.append(UInt8(ascii: "\""))
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0..<0x20:
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0xF))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
