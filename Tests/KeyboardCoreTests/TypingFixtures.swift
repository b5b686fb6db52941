@testable import KeyboardCore

/// Texts and checks shared by the typing tests.
enum TypingFixtures {
    /// Every character the standard layouts type: each key's output and each alternate, and the
    /// shifted form of letters and letter alternates (where shifting gives one character: not `ß`).
    static let printable: [Character] = {
        var seen = Set<Character>()
        var characters: [Character] = []
        func add(_ text: String) {
            guard text.count == 1, let character = text.first, seen.insert(character).inserted else { return }
            characters.append(character)
        }
        for key in KeyboardLayout.all.flatMap({ $0.rows.flatMap { $0 } }) {
            for text in [key.output].compactMap({ $0 }) + key.alternates {
                add(text)
                if key.isLetter { add(text.uppercased()) }
            }
        }
        return characters
    }()

    /// Every starting state: each layout with each shift state.
    static let startStates: [KeyboardState] = KeyboardMode.allCases.flatMap { mode in
        ShiftState.allCases.map { KeyboardState(mode: mode, shift: $0) }
    }

    /// A ~2,000-character scam message: a URL, money, e-mail addresses, accented letters (all
    /// long-press alternates), digits, symbols, capital runs, curly quotes and new lines.
    static let scamMessage: String = [
        "URGENT NOTICE from PayPaI Security — Account #88412-XZ\n\n",
        "Dear Señor François Müller-Ångström,\n\n",
        "We detected an unusual sign-in to your account on 11/21 at 23:47 (GMT+1) from São Paulo. ",
        "To protect you, a charge of $1,250.00 was placed ON HOLD; if you don’t verify within 24 hours, ",
        "the hold becomes final and a fee of £75.50 (about €87.95 or ¥13,400) will be applied — no exceptions!\n\n",
        "Verify now at https://secure-verify.paypai-support.com/login?id=8841&ref=ACCT_2024#step-1 ",
        "or reply to billing.support@paypai-help.net with your full name, date of birth and the ",
        "6-digit code we sent to you. Do NOT share this e-mail with anyone: it is “strictly confidential”.\n\n",
        "Your résumé of recent activity:\n",
        "• 3 x transfers to Zoë Brontë [ref: {TX-001}] = $499.99\n",
        "• 1 x “gift card” purchase at Café Crème ~ 50% off <limited>\n",
        "• 2 x failed logins | IP 192.168.0.17 | device: iPhone_15^Pro\n\n",
        "¿Preguntas? ¡Llámenos! Call +1 (800) 555-0199, option 3, or write to fraud-desk@secure-paypai.org.\n",
        "Naïve users lose an average of $2,300 per year to fraud; don’t be one of them… ",
        "Our cœur values: safety, trust & speed. Temperature in the data centre: 21°C (+/-0.5).\n\n",
        "If this wasn’t you, click here -> no, really: visit http://paypai.co/r/AbC123?x=1&y=2 and enter ",
        "your password twice, then your PIN backwards. Ignore the warning “this site may be unsafe”; ",
        "it’s a known bug in Søren’s browser (v2.4.1-beta).\n\n",
        "Sincerely,\nThe PAYPAI TRUST & SAFETY TEAM\n",
        "P.S. Reply within 2 hours or pay an extra 15% (≈ $187.50) — it’s the law, § 42 of the ",
        "“Digital Payments Act”. \\o/ Thank you for banking with us!!! :-) ",
        "Ref: ACCT/2024/11/88412; case ID: a1b2-c3d4_e5f6; priority: HIGH; status: “pending”. ",
        "Questions? Ask Zoë at zoe.b@paypai-help.net or Łukasz at lukasz.z@paypai-help.net; ",
        "they speak English, Français, Español and Polski. Don’t forget: {time} is [money]!\n",
        "Act fast: this offer ends 12/31 at 11:59 PM — after that, your funds are GONE. Best, Mr. Ölafsson.\n",
        "Unsubscribe: reply STOP (standard rates apply; 0.99$/msg). Copyright PayPaI Ltd, 2024–2025.\n",
    ].joined()

    /// The planner never switches layouts needlessly: every mode switch happens because the
    /// layout it leaves cannot type the character it serves. Returns the violating step indices.
    static func needlessSwitches(in plan: TypingPlan) -> [Int] {
        let characters = Array(plan.text)
        var before = plan.start
        var needless: [Int] = []
        for (index, step) in plan.steps.enumerated() {
            if case .modeSwitch = KeyboardLayout.definition(forID: step.stroke.keyID)?.kind,
                KeyboardLayout.standard(before.mode).stroke(for: characters[step.characterIndex]) != nil
            {
                needless.append(index)
            }
            before = step.stateAfter
        }
        return needless
    }
}
