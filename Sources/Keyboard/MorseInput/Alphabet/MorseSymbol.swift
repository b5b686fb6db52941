/// What one Morse code stands for: a written character, or a procedure signal of the standard that
/// has no character of its own (error, end of work, …).
public enum MorseSymbol: Sendable, Hashable, CustomStringConvertible {
    /// A letter, figure or punctuation mark (upper case for letters).
    case character(Character)
    /// A procedure signal (ITU-R M.1677-1, Part I, § 1.1.3, the signs without a written mark).
    case procedure(MorseProcedure)

    /// The character itself, or the procedure's name in angle brackets (`<error>`): the form stored
    /// in statistics and shown on a card.
    public var description: String {
        switch self {
        case .character(let character): String(character)
        case .procedure(let procedure): "<\(procedure.rawValue)>"
        }
    }

    /// The symbol written as `description` writes it, or `nil` for any other text.
    init?(name: String) {
        if name.count == 1, let character = name.first {
            self = .character(character)
            return
        }
        guard name.hasPrefix("<"), name.hasSuffix(">"),
            let procedure = MorseProcedure(rawValue: String(name.dropFirst().dropLast()))
        else {
            return nil
        }
        self = .procedure(procedure)
    }
}

/// The procedure signals ITU-R M.1677-1 defines in Part I, § 1.1.3 ("miscellaneous signs").
public enum MorseProcedure: String, Sendable, Hashable, CaseIterable {
    /// Understood: `...-.`.
    case understood
    /// Error (eight dots): `........`.
    case error
    /// Invitation to transmit: `-.-` (the same signal as the letter K; decoding gives K).
    case invitationToTransmit = "invitation-to-transmit"
    /// Wait: `.-...`.
    case wait
    /// End of work: `...-.-`.
    case endOfWork = "end-of-work"
    /// Starting signal (to precede every transmission): `-.-.-`.
    case startingSignal = "starting-signal"
}
