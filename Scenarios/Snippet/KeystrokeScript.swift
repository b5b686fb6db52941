import KeyboardCore

/// A typing session replayed one stroke per measured call: the texts are planned once (the real
/// typing planner, from the keyboard's initial state), pastes happen before the stroke that follows
/// them, and after each return the person pauses until the analysis in flight has come back (real
/// time, never measured), as people pause after sending a message; the keyboard then saves its shared
/// state (the App Group file) while idle.
///
/// The keyboard's clock is a manual one advanced `secondsPerStroke` per stroke — a person's pace for
/// the rate limit and shift timing — and by the real length of each pause.
final class KeystrokeScript {
    enum Before {
        case paste(String)
        case pause
    }

    struct Unit {
        var before: [Before]
        var stroke: TypingStroke
        /// The character the stroke types (`nil` for a shift or layout switch).
        var typed: Character?
    }

    let units: [Unit]
    let trailing: [Before]
    let secondsPerStroke: Double
    /// The longest real pause waiting for a reply.
    let pauseLimit: Double
    private(set) var next = 0
    private(set) var pauseSeconds = 0.0
    /// The document as it must read after the strokes and pastes done so far (the reference).
    private(set) var expected = ""
    private var accounted = 0

    init(_ segments: [ScamTexts.Segment], secondsPerStroke: Double = 0.2, pauseLimit: Double = 3) throws {
        var units: [Unit] = []
        var pending: [Before] = []
        var state = KeyboardState.initial
        for segment in segments {
            switch segment {
            case .paste(let text): pending.append(.paste(text))
            case .type(let text):
                let plan = try TypingPlanner.standard.plan(text, from: state)
                let characters = Array(text)
                state = plan.end
                for step in plan.steps {
                    units.append(
                        Unit(
                            before: pending, stroke: step.stroke,
                            typed: step.typesCharacter ? characters[step.characterIndex] : nil))
                    pending = []
                }
                if text.hasSuffix("\n") { pending.append(.pause) }
            }
        }
        self.units = units
        self.trailing = pending
        self.secondsPerStroke = secondsPerStroke
        self.pauseLimit = pauseLimit
    }

    /// Strokes in the script.
    var count: Int { units.count }

    /// What comes before the next stroke (unmeasured).
    func prepare(_ session: KeyboardSession, clock: ManualKeyboardClock) {
        catchUp()
        guard next < units.count else { return }
        run(units[next].before, session, clock: clock)
    }

    /// The next stroke (the measured keystroke).
    func stroke(_ session: KeyboardSession, clock: ManualKeyboardClock) throws {
        guard next < units.count else { return }
        clock.advance(by: secondsPerStroke)
        try session.perform(units[next].stroke)
        next += 1
    }

    /// What is left after the last stroke.
    func finish(_ session: KeyboardSession, clock: ManualKeyboardClock) {
        catchUp()
        if next == units.count { run(trailing, session, clock: clock) }
    }

    /// Adds the characters of the strokes made since the last call to the reference.
    private func catchUp() {
        while accounted < next {
            if let typed = units[accounted].typed { expected.append(typed) }
            accounted += 1
        }
    }

    private func run(_ events: [Before], _ session: KeyboardSession, clock: ManualKeyboardClock) {
        for event in events {
            switch event {
            case .paste(let text):
                session.paste(text)
                expected += text
            case .pause:
                pauseSeconds += AnalysisHarness.waitForReply(session, limit: pauseLimit, clock: clock)
                AnalysisHarness.folder(session)?.save(session)
            }
        }
    }
}
