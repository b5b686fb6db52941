/// One key, as data: what it is called, what it shows, what it types and how wide it is.
///
/// Identifiers: character keys are `letter.<char>`, `num.<char>` and `sym.<char>` (unique across
/// all layouts); function keys share one identifier wherever they appear with the same meaning:
/// `shift`, `backspace`, `globe`, `space`, `return`, `mode.123` (to numbers), `mode.abc`
/// (to letters) and `mode.symbols` (the "#+=" key).
public struct KeyDefinition: Hashable, Sendable {
    /// The stable identifier used to tap the key.
    public let id: String
    /// The text the key inserts, or `nil` for keys that do not insert text.
    public let output: String?
    /// The label drawn on the key (letters show the shifted form when shift is on).
    public let label: String
    /// What the key does.
    public let kind: KeyKind
    /// The width rule of the key inside its row.
    public let width: KeyWidth
    /// Variants offered on long-press, in display order.
    public let alternates: [String]
    /// Whether the key is a letter, i.e. affected by shift (its identifier starts with `letter.`);
    /// decided once here, as every tree build asks it of every key.
    public let isLetter: Bool

    /// Creates a key definition.
    public init(
        id: String, output: String?, label: String, kind: KeyKind,
        width: KeyWidth, alternates: [String] = []
    ) {
        self.id = id
        self.output = output
        self.label = label
        self.kind = kind
        self.width = width
        self.alternates = alternates
        self.isLetter = id.hasPrefix("letter.")
    }
}
