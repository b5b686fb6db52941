import BenchKit
import KeyboardCore
import KeyboardVocabulary
import Testing

/// Every untypeable step is named and every bad character listed with its position,
/// with what to do instead.
@Suite struct UntypeableTextTests {
    @Test func everyStepAndEveryCharacterIsNamed() {
        let scenario = Scenario<KeyboardSession>("untypeable-everywhere") {
            Subject { try KeyboardSession(device: .iPhone14Pro) }
            Warmup(1) { Type("ok ☃") }
            Repeat(1) {
                Type("fine"); Type("😀 and ©"); SwitchLayout(.numbers); Type("→")
            }
        }
        let problems = scenario.entry.problems
        let advice =
            " — type only what the keyboard has: use Paste(\"…\") for text that arrives in the document without the keyboard, or leave"
        #expect(
            problems == [
                "scenario 'untypeable-everywhere' in Warmup, step 'type', types text that cannot be typed: \"☃\" at index 3: no layout has it"
                    + advice + " this character out",
                "scenario 'untypeable-everywhere' in Repeat, step 'type' #2, types text that cannot be typed: \"😀\" at index 0: no layout has it; \"©\" at index 6: no layout has it"
                    + advice + " these characters out",
                "scenario 'untypeable-everywhere' in Repeat, step 'type' #3, types text that cannot be typed: \"→\" at index 0: no layout has it"
                    + advice + " this character out",
            ])
    }
}
