/// Parsing `#RRGGBB` strings.
extension RGBColor {
    /// Why a hex colour string was rejected.
    public enum HexError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The string is not `#RRGGBB` / `RRGGBB` with hexadecimal digits.
        case malformed(String)

        /// A one-line explanation.
        public var description: String {
            switch self {
            case .malformed(let text): "'\(text)' is not a colour of the form #RRGGBB"
            }
        }
    }

    /// Parses `#RRGGBB` or `RRGGBB` (either case).
    public init(hex text: String) throws(HexError) {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            throw .malformed(text)
        }
        self.init(hex: value)
    }
}
