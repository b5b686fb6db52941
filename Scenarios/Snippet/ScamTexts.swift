/// What a scam session is made of: realistic scam messages (phone numbers, amounts, URLs, e-mail
/// addresses, accents) typed key by key, with emoji pasted in (they arrive from the system keyboard).
enum ScamTexts {
    /// One part of the session.
    enum Segment {
        case type(String)
        case paste(String)
    }

    static let messages: [String] = [
        "Hello, this is Amazon Security. We noticed a purchase of an iPhone 15 Pro for $1,299.99 on your account. If this was not you, call +1 (888) 555-0199 within 30 minutes or visit https://amaz0n-refunds.example.net/verify?case=77120 to cancel it.",
        "URGENT: Votre colis est bloqué à la douane. Payez les frais de 2,99 € avant minuit sur http://laposte-suivi.example.fr/paiement sinon il sera renvoyé. Référence: FR-2026-88431.",
        "Hi Mum, I dropped my phone in the toilet and this is my new number. Can you send £450 to my friend's account? Sort code 20-45-77, account 83910274, name J. Whitfield. I'll pay you back on Friday, promise!",
        "Your Netflix subscription has been suspended because we could not verify your payment. Update your card at www.netflix-billing-help.example.com within 24 hours to avoid losing your profiles.",
        "Congratulations! You have been selected for a $500 Walmart gift card. Reply YES and pay only $4.95 shipping at giftcard-claims.example.org. Offer ends today at 11:59 PM.",
        "Señora Núñez, le escribe el Banco Santander. Detectamos un cargo de 2.450,00 € en su tarjeta. Para anularlo, confirme su clave y el código que recibirá por SMS al 900 123 456.",
        "This is the IRS. You owe $3,870.55 in back taxes. A warrant will be issued unless you pay today with Apple gift cards. Call Officer Daniels at (202) 555-0147 and read the card numbers.",
        "Dear user, your mailbox is 98% full. Click https://webmail-upgrade.example.com/quota and log in with your e-mail and password to get 50 GB free. Support: helpdesk@webmail-upgrade.example.com",
        "Hey! I'm an investment advisor with CryptoMax. Our members made 340% last month. Start with just $250 and I'll personally double it in 7 days. WhatsApp me: +44 7700 900123. Don't miss it!",
        "Ihr Paket konnte nicht zugestellt werden. Bitte bestätigen Sie Ihre Adresse und zahlen Sie 1,99 € unter dhl-zustellung.example.de/track?id=JJD0148. Grüße, Ihr DHL-Team.",
        "Microsoft Support here: your computer sent us 3 virus alerts. Do not turn it off! Call 1-800-555-0133 now, and install the remote tool from support-ms.example.com so our technician can fix it.",
        "Your bank account will be closed today. To keep it open, reply with your full name, date of birth (DD/MM/YYYY), card number and the 3-digit code on the back. Thank you, Customer Care.",
    ]

    static let emoji = ["🚨", "💰", "🎁", "👉🏽", "🇺🇸", "📦", "⚠️", "❤️", "👨‍👩‍👧", "🇫🇷", "😱", "✅"]

    /// The session: every message typed, an emoji pasted after it, then return (the message is sent).
    static func session(rounds: Int) -> [Segment] {
        var segments: [Segment] = []
        for round in 0..<rounds {
            for (index, message) in messages.enumerated() {
                segments.append(.type(message + " "))
                segments.append(.paste(emoji[(index + round) % emoji.count]))
                segments.append(.type("\n"))
            }
        }
        return segments
    }

    /// Characters typed (not pasted) in `session(rounds:)`.
    static func typedCharacters(rounds: Int) -> Int {
        rounds * messages.reduce(0) { $0 + $1.count + 2 }
    }
}
