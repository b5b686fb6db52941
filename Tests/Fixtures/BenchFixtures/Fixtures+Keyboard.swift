import BenchKit
import KeyboardCore
import KeyboardVocabulary

/// Keyboard fixtures: an honest storm, and one whose controller retains itself through a closure
/// (the classic keyboard-extension leak): its trees stay in the cache, held, so nothing leaks while
/// the session lives — and everything survives the session's release.
extension Fixtures {
    static let keyboard: [RegisteredScenario] = [
        storm("keyboard-honest-storm", selfRetaining: false).entry,
        storm("keyboard-self-retaining", selfRetaining: true).entry,
        scalingStorm().entry,
    ]

    static func storm(_ name: String, selfRetaining: Bool) -> Scenario<KeyboardSession> {
        Scenario(name, tags: "keyboard", selfRetaining ? "failing" : "ok") {
            Subject { try KeyboardSession(device: .iPhone14Pro, appearance: .light) }
            Setup(.perRun) { session in
                try session.display()
                if selfRetaining {
                    let controller = session.controller
                    controller.onAdvanceToNextInputMode = { _ = controller.treesBuilt }
                }
            }
            Warmup(20)
            Repeat(300, quick: 300) {
                SwitchLayout(.numbers)
                SwitchLayout(.symbols)
                SwitchLayout(.letters)
            }
            TrackKeyboardObjects()
            Budget(.heapGrowth, atMost: .bytes(0))
            Budget(.leakedObjects, atMost: 0)
            TimeLimit(seconds: 30)
        }
    }

    /// The light storm's cycle (typing deleted again) for the constant-memory check: run it with
    /// `--iterations 1000` and `--iterations 20000`; the worker's peak must not grow.
    static func scalingStorm() -> Scenario<KeyboardSession> {
        Scenario("keyboard-scaling-storm", tags: "keyboard", "scaling") {
            Subject { try KeyboardSession(device: .iPhone14Pro, appearance: .light) }
            Setup(.perRun) { try $0.display() }
            Warmup(20)
            Repeat(1_000) {
                Type("a"); SwitchLayout(.numbers); Type("1"); SwitchLayout(.symbols)
                Type("["); SwitchLayout(.letters); TapKey("backspace", times: 3)
            }
            TrackKeyboardObjects()
            TimeLimit(seconds: 120)
        }
    }
}
