/// The national layouts, typed from xkeyboard-config's symbols files (Debian `xkb-data` 2.38,
/// `/usr/share/X11/xkb/symbols/<file>`, the variant named beside each layout) and held to them key by
/// key by `LanguageLayoutXkbTests`. Every layout takes the same physical keys: AE01–AE10 (number row),
/// AD01–AD10, AC01–AC09 and AB01–AB09, plus any other key of those rows (TLDE, AE11, AD11, AD12,
/// AC10, AC11, BKSL, AB10) whose unshifted symbol is a letter of the language's alphabet. Each key
/// holds its unshifted (level-1) symbol; `shiftedNumberRow` holds the number row's level 2.
extension LanguageLayout {
    /// English, US QWERTY: `us(basic)`. Row 3 ends `, .`, as seed 002 lists it.
    public static let english = LanguageLayout(
        name: "English (QWERTY)", code: "en", numberRow: "1234567890", shiftedNumberRow: "!@#$%^&*()",
        letterRows: ["qwertyuiop", "asdfghjkl", "zxcvbnm,."])

    /// Spanish (Spain, ISO): `es(basic)`. ñ on AC10; ç on BKSL, the ISO key that ends the home row
    /// (after AC11, a dead acute accent).
    public static let spanish = LanguageLayout(
        name: "Spanish (QWERTY, ñ)", code: "es", numberRow: "1234567890", shiftedNumberRow: "!\"·$%&/()=",
        letterRows: ["qwertyuiop", "asdfghjklñç", "zxcvbnm,."])

    /// French (France, AZERTY): `fr(basic)`. The number row types `& é " ' ( - è _ ç à` and the digits
    /// need shift; A and Q, Z and W swapped, M on AC10, ù on AC11, `, ; :` on AB07–AB09.
    public static let french = LanguageLayout(
        name: "French (AZERTY)", code: "fr", numberRow: "&é\"'(-è_çà", shiftedNumberRow: "1234567890",
        letterRows: ["azertyuiop", "qsdfghjklmù", "wxcvbn,;:"])

    /// German (QWERTZ): `de(basic)`. Z and Y swapped, ü on AD11, ö ä on AC10–AC11, ß on AE11.
    public static let german = LanguageLayout(
        name: "German (QWERTZ)", code: "de", numberRow: "1234567890ß", shiftedNumberRow: "!\"§$%&/()=?",
        letterRows: ["qwertzuiopü", "asdfghjklöä", "yxcvbnm,."])

    /// Arabic (the standard Arabic 101 layout): `ara(basic)`, keys in their physical left-to-right
    /// order, ذ (TLDE) before the digits.
    ///
    /// The لا key (AB05): xkb types U+FEFB ARABIC LIGATURE LAM WITH ALEF ISOLATED FORM, a presentation
    /// form kept for compatibility with old encodings. This layout types the two letters it stands for,
    /// U+0644 U+0627 — its compatibility decomposition (NFKC-equal), which is what text stores, searches
    /// and spell-checks, and what a renderer joins into the ligature. One key, two code points, on purpose.
    public static let arabic = LanguageLayout(
        name: "Arabic", code: "ar", numberRow: ["ذ"] + "1234567890".map(String.init),
        letterRows: [
            "ضصثقفغعهخحجد".map(String.init),
            "شسيبلاتنمكط".map(String.init),
            ["ئ", "ء", "ؤ", "ر", "\u{0644}\u{0627}", "ى", "ة", "و", "ز", "ظ"],
        ],
        shiftedNumberRow: ["\u{0651}"] + "!@#$%^&*)(".map(String.init))

    /// Chinese pinyin: typed on the US keys (`cn(basic)` includes `us(basic)`); ü is typed with v.
    public static let chinesePinyin = LanguageLayout(
        name: "Chinese (Pinyin)", code: "zh-pinyin", numberRow: "1234567890", shiftedNumberRow: "!@#$%^&*()",
        letterRows: ["qwertyuiop", "asdfghjkl", "zxcvbnm,."])
}
