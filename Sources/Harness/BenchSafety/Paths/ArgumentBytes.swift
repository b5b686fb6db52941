/// The process's arguments as the bytes the caller passed. `CommandLine.arguments` repairs invalid
/// UTF-8 (each bad byte becomes U+FFFD), so `--output $'out\xff'` would silently write to another path.
///
/// Decision: **refuse** any argument that is not valid UTF-8, with exit 2, before
/// anything runs: names, patterns and paths of this tool are text, and a report path that cannot be
/// printed or stored in JSON as given is not one a user can find again.
public enum ArgumentBytes {
    /// Every argument after the program name, as raw bytes.
    public static func processArguments() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            var bytes: [UInt8] = []
            var cursor = argument
            while cursor.pointee != 0 {
                bytes.append(UInt8(bitPattern: cursor.pointee))
                cursor += 1
            }
            return bytes
        }
    }

    /// The first of `arguments` that is not valid UTF-8, or `nil` when all are.
    public static func firstInvalidUTF8(_ arguments: [[UInt8]]) -> InvalidUTF8Argument? {
        for (index, bytes) in arguments.enumerated() where String(validating: bytes, as: UTF8.self) == nil {
            return InvalidUTF8Argument(position: index + 1, bytes: bytes)
        }
        return nil
    }
}

/// An argument that is not valid UTF-8: where it is, and its bytes shown with `\xNN` escapes.
public struct InvalidUTF8Argument: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based position among the arguments after the program name.
    public var position: Int
    /// The raw bytes.
    public var bytes: [UInt8]

    /// An invalid argument at `position`.
    init(position: Int, bytes: [UInt8]) {
        self.position = position
        self.bytes = bytes
    }

    /// The bytes as text: printable ASCII as is, everything else as `\xNN`.
    public var escaped: String {
        bytes.map { byte in
            (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "\\")
                ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }.joined()
    }

    /// One line for stderr (exit 2).
    public var description: String {
        "argument \(position) '\(escaped)' is not valid UTF-8: names, patterns and paths must be UTF-8"
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
