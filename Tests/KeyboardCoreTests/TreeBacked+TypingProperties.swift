import PropertyBased
import Testing
@testable import KeyboardCore

extension TreeBacked {
    /// Property: any string of typeable characters, from any layout and shift state, is typed
    /// exactly through the real tap path, without a needless layout switch.
    @Suite struct TypingPropertyTests {
        /// A few characters that exercise capital runs, switches, alternates and `ß` densely.
        static let tricky: [Character] = Array("AAAB abc 1$[£€`ÉéßÖ\n.")

        static func check(_ text: String, modeIndex: Int, shiftIndex: Int) throws {
            let start = KeyboardState(mode: KeyboardMode.allCases[modeIndex], shift: ShiftState.allCases[shiftIndex])
            let session = try KeyboardSession(state: start, clock: ManualKeyboardClock())
            let plan = try session.plan(text)
            try session.execute(plan)
            #expect(session.document.text == text)
            #expect(session.controller.state == plan.end)
            #expect(plan.steps.filter(\.typesCharacter).count == text.count)
            #expect(TypingFixtures.needlessSwitches(in: plan) == [])
        }

        @Test func randomPrintableStringsFromRandomStates() async {
            await propertyCheck(
                count: 200,
                input: Gen.int(in: 0...(TypingFixtures.printable.count - 1))
                    .map { TypingFixtures.printable[$0] }.string(of: 0...40),
                Gen.int(in: 0...2), Gen.int(in: 0...2)
            ) { text, modeIndex, shiftIndex in
                try Self.check(text, modeIndex: modeIndex, shiftIndex: shiftIndex)
            }
        }

        @Test func randomTrickyStringsFromRandomStates() async {
            await propertyCheck(
                count: 300, input: Gen.int(in: 0...(Self.tricky.count - 1)).map { Self.tricky[$0] }.string(of: 0...40),
                Gen.int(in: 0...2), Gen.int(in: 0...2)
            ) { text, modeIndex, shiftIndex in
                try Self.check(text, modeIndex: modeIndex, shiftIndex: shiftIndex)
            }
        }
    }
}
