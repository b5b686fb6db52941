/// The anonymous session id sent with every request: a random UUID version 4 in its canonical
/// lowercase form (`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`, y one of 8, 9, a, b).
public enum SessionIdentifier {
    /// A new random id.
    public static func make<R: RandomNumberGenerator>(using generator: inout R) -> String {
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        var text = ""
        for (index, byte) in bytes.enumerated() {
            if [4, 6, 8, 10].contains(index) { text += "-" }
            text += byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }
        return text
    }

    /// A new id from the system's random source.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return make(using: &generator)
    }

    /// Whether `text` is a canonical lowercase UUID version 4.
    public static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            switch index {
            case 8, 13, 18, 23: guard byte == UInt8(ascii: "-") else { return false }
            case 14: guard byte == UInt8(ascii: "4") else { return false }
            case 19: guard "89ab".utf8.contains(byte) else { return false }
            default: guard "0123456789abcdef".utf8.contains(byte) else { return false }
            }
        }
        return true
    }
}
