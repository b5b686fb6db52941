/// The national layouts as xkeyboard-config 2.38 (Debian `xkb-data`) defines them, typed by hand from
/// `/usr/share/X11/xkb/symbols/{us,es,fr,de,ara,latin}` — the tests must not need the package. Each row
/// is the level-1 (unshifted) symbol of the keys named beside it, left to right; the number row's
/// level 2 (shift) is given too. The positions every layout takes: AE01–AE10, AD01–AD10, AC01–AC09,
/// AB01–AB09, plus any other key of those rows (TLDE, AE11, AD11, AD12, AC10, AC11, BKSL, AB10) whose
/// level-1 symbol is a letter of the language's alphabet. Dead keys are not letters.
enum XkbTables {
    struct Table {
        let numberRow: [String]
        let shiftedNumberRow: [String]
        let letterRows: [[String]]
    }

    static func chars(_ row: String) -> [String] { row.map(String.init) }

    /// `us(basic)`: AE01–AE10 / AD01–AD10 / AC01–AC09 / AB01–AB09 (seed 002: `Z X C V B N M , .`).
    static let us = Table(
        numberRow: chars("1234567890"), shiftedNumberRow: chars("!@#$%^&*()"),
        letterRows: [chars("qwertyuiop"), chars("asdfghjkl"), chars("zxcvbnm,.")])

    /// `es(basic)` over `latin(type4)`: AC10 `ntilde`; BKSL `ccedilla` — on the ISO board the key at
    /// the end of the home row, after AC11 (a dead acute, not a letter). Shift: AE01 `exclam`,
    /// AE02 `quotedbl`, AE03 `periodcentered`, AE04 `dollar`, AE05 `percent`, AE06 `ampersand`,
    /// AE07 `slash`, AE08 `parenleft`, AE09 `parenright`, AE10 `equal`.
    static let es = Table(
        numberRow: chars("1234567890"), shiftedNumberRow: chars("!\"·$%&/()="),
        letterRows: [chars("qwertyuiop"), chars("asdfghjklñç"), chars("zxcvbnm,.")])

    /// `fr(basic)` over `latin`: AE01–AE10 `ampersand eacute quotedbl apostrophe parenleft minus egrave
    /// underscore ccedilla agrave`, digits on level 2; AD01 `a`, AD02 `z`; AC01 `q`, AC10 `m`,
    /// AC11 `ugrave`; AB01 `w`, AB07 `comma`, AB08 `semicolon`, AB09 `colon`.
    static let fr = Table(
        numberRow: chars("&é\"'(-è_çà"), shiftedNumberRow: chars("1234567890"),
        letterRows: [chars("azertyuiop"), chars("qsdfghjklmù"), chars("wxcvbn,;:")])

    /// `de(basic)` over `latin(type4)`: AE11 `ssharp` (shift `question`), AE02 shift `quotedbl`, AE03
    /// shift `section`; AD06 `z`, AD11 `udiaeresis`; AC10 `odiaeresis`, AC11 `adiaeresis`; AB01 `y`,
    /// AB08 `comma`, AB09 `period`.
    static let de = Table(
        numberRow: chars("1234567890ß"), shiftedNumberRow: chars("!\"§$%&/()=?"),
        letterRows: [chars("qwertzuiopü"), chars("asdfghjklöä"), chars("yxcvbnm,.")])

    /// `ara(basic)`: TLDE `Arabic_thal` (shift U+0651 shadda), AE01–AE10 digits (shift `! @ # $ % ^ & * )
    /// (` — xkb's mirrored parentheses), AD01–AD12, AC01–AC11, AB01–AB10. AB05 is U+FEFB ﻻ ARABIC
    /// LIGATURE LAM WITH ALEF ISOLATED FORM; the layout types U+0644 U+0627 instead (see `arabicLamAlef`).
    static let ara = Table(
        numberRow: ["ذ"] + chars("1234567890"), shiftedNumberRow: ["\u{0651}"] + chars("!@#$%^&*)("),
        letterRows: [
            chars("ضصثقفغعهخحجد"),
            chars("شسيبلاتنمكط"),
            ["ئ", "ء", "ؤ", "ر", "\u{FEFB}", "ى", "ة", "و", "ز", "ظ"],
        ])

    /// `cn(basic)` is `include "us(basic)"`: pinyin is typed on the US keys.
    static let cn = us

    /// xkb's AB05 character and what the Arabic layout types for it.
    static let arabicLamAlef = (xkb: "\u{FEFB}", layout: "\u{0644}\u{0627}")

    /// Each built-in layout's code and its xkb table.
    static let byCode: [String: Table] = ["en": us, "es": es, "fr": fr, "de": de, "ar": ara, "zh-pinyin": cn]
}
