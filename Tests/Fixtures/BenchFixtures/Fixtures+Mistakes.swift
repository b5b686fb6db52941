import BenchKit
import Glibc
import KeyboardCore
import KeyboardVocabulary

/// Declaration mistakes a user made, added to the fixture registry when the environment
/// variable `KB_FIXTURE_MISTAKE` names one: the tool must refuse them at start with one line, exit 2.
extension Fixtures {
    static let mistakes: [String: RegisteredScenario] = [
        "units": Scenario("mistake-units", tags: "mistake") {
            Subject { try KeyboardSession(device: .iPhone14Pro) }
            Repeat(1) { SwitchLayout(.numbers) }
            Budget(.heapGrowth, atMost: 0)
        }.entry,
        "slash": Scenario("mistake-slash", tags: "mistake") {
            Subject { try KeyboardSession(device: .iPhone14Pro) }
            Repeat(1) {
                Measure("key:/") { (session: KeyboardSession, _: inout StepContext) in try session.tap(keyID: "slash") }
            }
        }.entry,
        "typo": Scenario("mistake-typo", tags: "mistake") {
            Subject { try KeyboardSession(device: .iPhone14Pro) }
            Repeat(1) { TapKey("letter.a") }
            Budget(.latency("taps"), .p99, below: .milliseconds(1))
        }.entry,
        "no-repeat": Scenario("mistake-no-repeat", tags: "mistake") {
            Subject { try KeyboardSession(device: .iPhone14Pro) }
        }.entry,
        "untypeable": Scenario("mistake-untypeable", tags: "mistake") {
            Subject { try KeyboardSession(device: .iPhone14Pro) }
            Repeat(1) {
                Type("Pay $5 😀 now ©"); TapKey("letter.a"); Type("x 🎹 y")
            }
        }.entry,
        "repetitions": Scenario("mistake-repetitions", tags: "mistake") {
            Subject { try KeyboardSession(device: .iPhone14Pro) }
            Repeat(1) { TapKey("letter.a") }
            Repetitions(atMost: 0, because: "none needed")
        }.entry,
        "direction": Scenario("mistake-direction", tags: "mistake") {
            Subject { try KeyboardSession(device: .iPhone14Pro) }
            Metric("accuracy", unit: .ratio, polarity: .largerIsBetter)
            Repeat(1) { TapKey("letter.a") }
            Budget(.custom("accuracy"), atMost: .ratio(0.995))
        }.entry,
    ]

    /// The mistake the environment asks for, if any.
    static var requestedMistake: [RegisteredScenario] {
        guard let name = getenv("KB_FIXTURE_MISTAKE").map({ String(cString: $0) }), let entry = mistakes[name] else {
            return []
        }
        return [entry]
    }
}
