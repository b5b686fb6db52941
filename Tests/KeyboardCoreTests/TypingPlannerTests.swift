import Testing
@testable import KeyboardCore

/// The planner's rules, stroke by stroke, with no keyboard built (see `TreeBacked+Typing*` for
/// plans executed through the real tap path).
struct TypingPlannerTests {
    static func strokes(
        _ text: String, from state: KeyboardState = .initial,
        planner: TypingPlanner = .standard
    ) throws -> [TypingStroke] {
        try planner.plan(text, from: state).strokes
    }

    static func tap(_ id: String) -> TypingStroke { .tap(keyID: id) }

    @Test func lettersReachSymbolsOnlyThroughNumbers() throws {
        #expect(try Self.strokes("[") == [Self.tap("mode.123"), Self.tap("mode.symbols"), Self.tap("sym.[")])
        #expect(
            try Self.strokes("1", from: KeyboardState(mode: .symbols)) == [Self.tap("mode.123"), Self.tap("num.1")])
        for mode in [KeyboardMode.numbers, .symbols] {
            #expect(
                try Self.strokes("a", from: KeyboardState(mode: mode)) == [Self.tap("mode.abc"), Self.tap("letter.a")])
        }
    }

    @Test func staysOnTheCurrentLayoutWhenItHasTheCharacterAsAnAlternate() throws {
        let pound = TypingStroke.longPress(keyID: "num.$", alternate: "£")
        #expect(try Self.strokes("£", from: KeyboardState(mode: .numbers)) == [pound])
        #expect(try Self.strokes("£") == [Self.tap("mode.123"), pound])
        #expect(try Self.strokes("£", from: KeyboardState(mode: .symbols)) == [Self.tap("sym.£")])
        #expect(try Self.strokes("`") == [Self.tap("mode.123"), .longPress(keyID: "num.'", alternate: "`")])
    }

    @Test func returnsToLettersAfterTheSpaceThatEndsASymbolRun() throws {
        #expect(
            try Self.strokes("1 a") == [
                Self.tap("mode.123"), Self.tap("num.1"), Self.tap("space"), Self.tap("mode.abc"), Self.tap("letter.a"),
            ])
        let plan = try TypingPlanner.standard.plan("Pay $5.")
        #expect(plan.end.mode == .numbers, "no switch back after the last character")
    }

    @Test func fewerCapitalsThanTheRunGetOneShiftEach() throws {
        #expect(
            try Self.strokes("OK") == [
                Self.tap("shift"), Self.tap("letter.o"), Self.tap("shift"), Self.tap("letter.k"),
            ])
        #expect(try TypingPlanner.standard.plan("Ok").end.shift == .off)
    }

    @Test func aRunOfThreeCapitalsIsTypedUnderCapsLockReleasedBeforeTheNextLowercase() throws {
        let usa = try Self.strokes("USA now")
        #expect(
            usa.prefix(4) == [
                .doubleTap(keyID: "shift"), Self.tap("letter.u"), Self.tap("letter.s"), Self.tap("letter.a"),
            ])
        #expect(
            usa.dropFirst(4) == [
                Self.tap("space"), Self.tap("shift"), Self.tap("letter.n"), Self.tap("letter.o"), Self.tap("letter.w"),
            ])
        #expect(try TypingPlanner.standard.plan("USA").end.shift == .locked, "never released at the end")
    }

    @Test func capsLockStaysOnThroughSpacesDigitsAndSwitches() throws {
        let strokes = try Self.strokes("HELLO WORLD 2 YOU")
        #expect(strokes.filter { $0.keyID == "shift" } == [.doubleTap(keyID: "shift")])
    }

    @Test func theCapsLockRunIsAParameter() throws {
        let eager = TypingPlanner(capsLockRun: 2)
        #expect(try Self.strokes("OK", planner: eager).first == .doubleTap(keyID: "shift"))
        let never = TypingPlanner(capsLockRun: .max)
        #expect(try Self.strokes("ABCDEFG", planner: never).filter { $0.keyID == "shift" }.count == 7)
        #expect(TypingPlanner(capsLockRun: -4).capsLockRun == 2)
    }

    @Test func sharpSIsTypedWithShiftOffEvenUnderCapsLock() throws {
        #expect(
            try Self.strokes("ß", from: KeyboardState(shift: .locked)) == [
                Self.tap("shift"), .longPress(keyID: "letter.s", alternate: "ß"),
            ])
    }

    @Test func startingShiftStatesAreUsedOrCleared() throws {
        let once = KeyboardState(shift: .once)
        #expect(try Self.strokes("a", from: once) == [Self.tap("shift"), Self.tap("letter.a")])
        #expect(try Self.strokes("A", from: once) == [Self.tap("letter.a")])
        #expect(try TypingPlanner.standard.plan("A", from: once).end == .initial)
        #expect(
            try Self.strokes("Ab", from: KeyboardState(mode: .numbers, shift: .locked)) == [
                Self.tap("mode.abc"), Self.tap("letter.a"), Self.tap("shift"), Self.tap("letter.b"),
            ])
    }

    @Test func accentedCapitalsAreShiftedLongPresses() throws {
        #expect(try Self.strokes("É") == [Self.tap("shift"), .longPress(keyID: "letter.e", alternate: "é")])
    }

    @Test func plansAreDeterministicAndTrackTheirState() throws {
        let text = "Send $1,250.00 to [ÉCOLE] now!"
        let plan = try TypingPlanner.standard.plan(text, from: KeyboardState(mode: .symbols, shift: .once))
        #expect(plan == (try TypingPlanner.standard.plan(text, from: KeyboardState(mode: .symbols, shift: .once))))
        #expect(plan.steps.filter(\.typesCharacter).map(\.characterIndex) == Array(0..<text.count))
        #expect(plan.pressCount == plan.strokes.count + plan.strokes.filter { $0.pressCount == 2 }.count)
        #expect(
            plan.description.hasPrefix("tap(mode.abc) tap(letter.s) tap(letter.e)"), "the starting shift capitalises S")
    }

    @Test func anEmptyTextIsAnEmptyPlan() throws {
        let plan = try TypingPlanner.standard.plan("", from: KeyboardState(mode: .numbers, shift: .locked))
        #expect(plan.steps.isEmpty)
        #expect(plan.end == KeyboardState(mode: .numbers, shift: .locked))
    }
}
