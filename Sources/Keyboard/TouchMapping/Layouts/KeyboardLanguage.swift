import KeyboardCore

/// The languages the keyboard offers, plus any custom layout.
public enum KeyboardLanguage: Hashable, Sendable {
    /// English (QWERTY).
    case english
    /// Spanish (QWERTY with ñ).
    case spanish
    /// French (AZERTY).
    case french
    /// German (QWERTZ with ü ö ä ß).
    case german
    /// Arabic.
    case arabic
    /// Chinese pinyin (QWERTY letters).
    case chinese
    /// A layout given as data.
    case custom(LanguageLayout)

    /// The built-in languages.
    public static let builtIn: [KeyboardLanguage] = [.english, .spanish, .french, .german, .arabic, .chinese]

    /// The language's layout data.
    public var layout: LanguageLayout {
        switch self {
        case .english: .english
        case .spanish: .spanish
        case .french: .french
        case .german: .german
        case .arabic: .arabic
        case .chinese: .chinesePinyin
        case .custom(let layout): layout
        }
    }
}
