/// The table of Recommendation ITU-R M.1677-1 (10/2009), "International Morse code", Annex 1, Part I:
/// § 1.1.1 letters (with the accented e), § 1.1.2 figures, § 1.1.3 punctuation marks and miscellaneous
/// signs. Checked sign by sign against the Recommendation's text:
///
/// - It defines `. , : ? ' - / ( ) " = + @` (full stop, comma, colon or division sign, question mark,
///   apostrophe, hyphen or dash or subtraction sign, fraction bar or division sign, left-hand and
///   right-hand bracket, inverted commas, double hyphen, cross or addition sign, commercial at — the
///   last added in 2004), and the signals understood, error (eight dots), invitation to transmit (= K),
///   wait, end of work and starting signal. The multiplication sign is sent as the letter X (§ 3.2),
///   % as 0/0 and ‰ as 0/00 (§ 3.3): they have no signal of their own and are not in the table.
/// - It does **not** define `! & ; _ $`. Their usual amateur-radio forms are in
///   `commonExtensions`, kept apart and opt-in (`try MorseAlphabet.itu.adding(commonExtensions)`), because
///   they are conventions, not the standard — and `&` (`.-...`) is the standard's *wait* signal.
extension MorseAlphabet {
    /// Letters A–Z and É (§ 1.1.1).
    static let ituLetters: [(Character, String)] = [
        ("A", ".-"), ("B", "-..."), ("C", "-.-."), ("D", "-.."), ("E", "."), ("É", "..-.."), ("F", "..-."),
        ("G", "--."), ("H", "...."), ("I", ".."), ("J", ".---"), ("K", "-.-"), ("L", ".-.."), ("M", "--"),
        ("N", "-."), ("O", "---"), ("P", ".--."), ("Q", "--.-"), ("R", ".-."), ("S", "..."), ("T", "-"),
        ("U", "..-"), ("V", "...-"), ("W", ".--"), ("X", "-..-"), ("Y", "-.--"), ("Z", "--.."),
    ]

    /// Figures 0–9 (§ 1.1.2).
    static let ituFigures: [(Character, String)] = [
        ("1", ".----"), ("2", "..---"), ("3", "...--"), ("4", "....-"), ("5", "....."),
        ("6", "-...."), ("7", "--..."), ("8", "---.."), ("9", "----."), ("0", "-----"),
    ]

    /// Punctuation marks with a written form (§ 1.1.3).
    static let ituPunctuation: [(Character, String)] = [
        (".", ".-.-.-"), (",", "--..--"), (":", "---..."), ("?", "..--.."), ("'", ".----."), ("-", "-....-"),
        ("/", "-..-."), ("(", "-.--."), (")", "-.--.-"), ("\"", ".-..-."), ("=", "-...-"), ("+", ".-.-."),
        ("@", ".--.-."),
    ]

    /// The procedure signals (§ 1.1.3). Invitation to transmit shares K's signal: it encodes, and
    /// decoding that signal gives K.
    static let ituProcedures: [(MorseProcedure, String)] = [
        (.understood, "...-."), (.error, "........"), (.invitationToTransmit, "-.-"), (.wait, ".-..."),
        (.endOfWork, "...-.-"), (.startingSignal, "-.-.-"),
    ]

    /// Signs the Recommendation does not define, in their common amateur-radio forms: `!` (KW, Heathkit),
    /// `&` (AS — the standard's *wait*), `;` (KR), `_` (IQ), `$` (SX, Phillips code). Not in `.itu`.
    static let commonExtensions: [(Character, String)] = [
        ("!", "-.-.--"), ("&", ".-..."), (";", "-.-.-."), ("_", "..--.-"), ("$", "...-..-"),
    ]
}
