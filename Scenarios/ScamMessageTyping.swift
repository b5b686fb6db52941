import BenchKit
import KeyboardCore
import KeyboardVocabulary

/// The kind of message TypeSafe exists to catch, as a person would type it: a URL, money, e-mail
/// addresses, digits, symbols and accented letters (long-press alternates).
let scamMessage = """
    URGENT: Votre compte a été suspendu! Dear customer, we detected an unusual sign-in from São Paulo \
    at 03:47. To avoid losing access, confirm your details within 24 hours at https://secure-verify.example.com/login?id=88412 \
    or reply to support@secure-verify.example.com. A refund of $1,250.00 (ref. #A-7731) is waiting for you; \
    the fee is only £4.99 or €5.49. Señor García and Zoë Müller already got theirs — 100% guaranteed! \
    Call +1 (555) 010-4477 now, or e-mail billing.dept@example.org with your card number, the 3-digit code \
    and your mother's maiden name. ¿Preguntas? Écrivez-nous. Don't tell anyone: this offer is private [case 2026/11]. \
    Regards, Zoé — Customer Safety Team.
    """

/// A third-party style stress case written with the shared vocabulary only: the message
/// typed 50 characters (scalars) at a time from whatever layout the last chunk left, with a dark/light flip
/// after every chunk. The typing word keeps the host field bounded outside the measurement, so heap
/// growth and leaks are the keyboard's.
func scamMessageTyping() -> Scenario<KeyboardSession> {
    let chunks = chunked(scamMessage, size: 50)
    return Scenario("scam-message-typing", tags: .nightly, .memory) {
        Subject { try KeyboardSession(device: .iPhone14Pro, appearance: .light) }
        Setup(.perRun) { try $0.display() }
        Parameter("scalars", "\(scamMessage.unicodeScalars.count)")
        Parameter("chunk", "50 characters, appearance flipped after each")
        Warmup(2, quick: 1)
        Repeat(40, quick: 4) {
            for (index, chunk) in chunks.enumerated() {
                Type(chunk)
                SetAppearance(index % 2 == 0 ? .dark : .light)
            }
        }
        TrackKeyboardObjects()
        Budget(.latency("type"), .p100, below: .milliseconds(100))
        Budget(.latency("appearance"), .p100, below: .milliseconds(100))
        Budget(.peakResident, below: .megabytes(30))
        Budget(.heapGrowth, atMost: .bytes(0))
        Budget(.leakedObjects, atMost: 0)
        TimeLimit(seconds: 300)
    }
}

/// `text` cut into pieces of `size` Unicode scalars (the last one shorter). Cut by scalars, not
/// characters: the message is precomposed, and grapheme breaking at declaration would cost every
/// worker's start-up (and so the resident floor) its Unicode tables.
func chunked(_ text: String, size: Int) -> [String] {
    let scalars = Array(text.unicodeScalars)
    return stride(from: 0, to: scalars.count, by: size).map { start in
        var chunk = String.UnicodeScalarView()
        chunk.append(contentsOf: scalars[start..<min(start + size, scalars.count)])
        return String(chunk)
    }
}
