/// A cold start: a fresh engine begins at the default 15 WPM while the user keys at another speed, so
/// the first symbols may be misread until the estimate has moved (a dot at 5 WPM lasts as long as a
/// dash at 15). What `morse-drill` records and the engine's tests hold to.
public enum ColdStart {
    /// The symbols keyed before the one from which every symbol of `codes` decodes as keyed, through a
    /// fresh engine at the default timing, each symbol planned by `keyer` at `wordsPerMinute`.
    public static func symbolsMisread<Random: RandomNumberGenerator>(
        _ codes: [MorseCode], wordsPerMinute: Double, keyer: HumanKeyer<Random>
    ) throws -> Int {
        var engine = try MorseEngine(clock: ManualMorseClock(), timing: MorseTiming())
        var keyer = keyer
        var plan = KeyingPlan()
        var completed = CompletedCodes()
        var wrongUntil = 0
        for (index, code) in codes.enumerated() {
            let before = completed.codes.count
            keyer.plan(code, wordsPerMinute: wordsPerMinute, into: &plan)
            try plan.play(into: &engine, &completed)
            if Array(completed.codes.dropFirst(before)) != [code] { wrongUntil = index + 1 }
        }
        return wrongUntil
    }
}

/// Keeps every completed symbol's code.
struct CompletedCodes: MorseEventHandler {
    var codes: [MorseCode] = []

    mutating func handle(_ event: MorseEvent) {
        if case .symbolCompleted(let code, _) = event { codes.append(code) }
    }
}
