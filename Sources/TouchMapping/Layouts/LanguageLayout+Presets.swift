/// The national layouts (letter positions as on each country's standard keyboard).
extension LanguageLayout {
    /// English, US QWERTY.
    public static let english = LanguageLayout(
        name: "English (QWERTY)", code: "en", numberRow: "1234567890",
        letterRows: ["qwertyuiop", "asdfghjkl", "zxcvbnm"])

    /// Spanish (Spain, ISO): QWERTY with ñ after l.
    public static let spanish = LanguageLayout(
        name: "Spanish (QWERTY, ñ)", code: "es", numberRow: "1234567890",
        letterRows: ["qwertyuiop", "asdfghjklñ", "zxcvbnm"])

    /// French (France, AZERTY): A and Q, Z and W swapped, M after L.
    public static let french = LanguageLayout(
        name: "French (AZERTY)", code: "fr", numberRow: "1234567890",
        letterRows: ["azertyuiop", "qsdfghjklm", "wxcvbn"])

    /// German (DIN 2137 QWERTZ): Z and Y swapped, ü after p, ö ä after l, ß after 0.
    public static let german = LanguageLayout(
        name: "German (QWERTZ)", code: "de", numberRow: "1234567890ß",
        letterRows: ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"])

    /// Arabic (the standard Arabic 101 layout), keys in their physical left-to-right order;
    /// "لا" is one key typing two characters.
    public static let arabic = LanguageLayout(
        name: "Arabic", code: "ar", numberRow: ["ذ"] + "1234567890".map(String.init),
        letterRows: [
            "ضصثقفغعهخحجد".map(String.init),
            "شسيبلاتنمكط".map(String.init),
            ["ئ", "ء", "ؤ", "ر", "لا", "ى", "ة", "و", "ز", "ظ"],
        ])

    /// Chinese pinyin: the QWERTY letters (ü is typed with v).
    public static let chinesePinyin = LanguageLayout(
        name: "Chinese (Pinyin)", code: "zh-pinyin", numberRow: "1234567890",
        letterRows: ["qwertyuiop", "asdfghjkl", "zxcvbnm"])
}
