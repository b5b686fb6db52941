/// Why a recorded session cannot be replayed; its description is one line naming the problem.
public enum SessionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file of the session is missing or unreadable (its path).
    case unreadable(String)
    /// `session.json` is not JSON (the parser's reason and offset).
    case malformedJSON(String)
    /// The file names another format, or a version this reader does not know.
    case unknownFormat(String)
    case unknownVersion(Double)
    /// A member is missing or of the wrong kind (its name and what it must be).
    case badMember(String, String)
    /// A value out of its range (what and why).
    case outOfRange(String)
    /// A frame file whose size is not `width × height × 4` (path, bytes found, bytes expected).
    case wrongFrameSize(String, Int, Int)
    /// A PNG frame this reader cannot decode (not 8-bit RGB or RGBA, interlaced, or damaged).
    case notPNG(String)
    /// A PNG frame of another size (path, its width and height, the session's).
    case wrongImageSize(String, Int, Int, Int, Int)
    /// A PNG frame that is damaged (its path and what is wrong).
    case damagedPNG(String, String)
    /// A buffer too short for a frame (its bytes, the frame's).
    case shortBuffer(Int, Int)
    /// A file could not be written (its path).
    case unwritable(String)

    /// One line naming the problem (a line break or other control character in a name or value read
    /// from the session is shown escaped, as `\n` or `\u{1B}`).
    public var description: String { Self.oneLine(text) }

    /// The description as assembled.
    private var text: String {
        switch self {
        case .unreadable(let path): "session file missing or unreadable: \(path)"
        case .malformedJSON(let reason): "\(RecordedSession.truthFile) is not valid JSON: \(reason)"
        case .unknownFormat(let name):
            "\(RecordedSession.truthFile): format '\(name)' is not '\(RecordedSession.formatName)'"
        case .unknownVersion(let version):
            "\(RecordedSession.truthFile): format version \(version.formatted) is unknown (this reader knows \(RecordedSession.formatVersion))"
        case .badMember(let name, let expected): "\(RecordedSession.truthFile): '\(name)' must be \(expected)"
        case .outOfRange(let what): "\(RecordedSession.truthFile): \(what)"
        case .wrongFrameSize(let path, let found, let expected):
            "frame \(path) has \(found) bytes, not \(expected) (width × height × 4, RGBA)"
        case .notPNG(let path): "frame \(path) is not an 8-bit, non-interlaced RGB or RGBA PNG"
        case .wrongImageSize(let path, let width, let height, let expectedWidth, let expectedHeight):
            "frame \(path) is \(width) × \(height), not \(expectedWidth) × \(expectedHeight)"
        case .damagedPNG(let path, let reason): "frame \(path) is \(reason)"
        case .shortBuffer(let found, let needed):
            "a frame buffer of \(found) bytes is shorter than the session's frames (\(needed) bytes)"
        case .unwritable(let path): "cannot write \(path)"
        }
    }

    /// `text` with its control characters escaped (`\n`, `\r`, `\t`, else `\u{hex}`).
    static func oneLine(_ text: String) -> String {
        let named: [Unicode.Scalar: String] = ["\n": "\\n", "\r": "\\r", "\t": "\\t"]
        return text.unicodeScalars.reduce(into: "") { out, scalar in
            let value = scalar.value
            guard value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 else {
                return out.unicodeScalars.append(scalar)
            }
            out += named[scalar] ?? "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        }
    }
}

extension Double {
    /// A whole number without its `.0`, anything else as Swift prints it.
    var formatted: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
