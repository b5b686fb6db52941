/// Text made safe for an XML document, in element content and in quoted attribute values.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as entities, and the characters XML 1.0 cannot
    /// hold (controls other than tab, line feed and carriage return; unpaired surrogates cannot occur in
    /// a Swift string) replaced by U+FFFD.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                let allowed = scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
                escaped.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return escaped
    }
}
