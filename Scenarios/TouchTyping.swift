import BenchKit
import KeyboardCore
import KeyboardVocabulary
import TouchMapping

/// A typist touching a displayed keyboard: a seeded touch-typing run (noisy finger and shadow
/// points, contacts around the 50 ms minimum, scripted bounces) whose presses tap the session's keys.
public final class TouchTypist {
    let session: KeyboardSession
    private(set) var run: TouchTypingRun
    private var warmUpRun: TouchTypingRun
    private var typed = 0

    init(device: DevicePreset, characters: Int, seed: UInt64) throws {
        session = try KeyboardSession(device: device, appearance: .light)
        try session.display()
        let frames = try session.controller.geometry.keyFrames(for: session.controller.currentLayout)
        let text = String(TouchTypingText.sample(characters: characters, seed: seed).prefix(characters))
        run = TouchTypingRun(frames: frames, text: text, seed: seed)
        warmUpRun = TouchTypingRun(
            frames: frames, text: TouchTypingText.sample(characters: 1_000, seed: seed &+ 1), seed: seed &+ 1)
    }

    /// The frames of the next character through validation and debouncing; presses tap the keyboard.
    func typeCharacter() throws { try run.typeNextCharacter(press) }

    /// The same on a separate warm-up text, so warm-up consumes nothing the measured phase needs.
    func warmUpCharacter() throws { try warmUpRun.typeNextCharacter(press) }

    /// Unmeasured: replays the frames through the other locators and deletes what was typed, so the
    /// host's document does not grow (the keyboard's memory is what is judged).
    func tidy() throws {
        run.crossCheck()
        for _ in 0..<typed { try session.tap(keyID: "backspace") }
        typed = 0
    }

    private func press(_ event: KeyPressEvent) throws {
        try session.tap(keyID: event.key.id)
        if event.character != nil { typed += 1 }
    }
}

/// 5,000 characters typed by touch, at the default noise (σ = 0.1 key width), through
/// validation and debouncing into a keyboard session.
public func touchTyping() -> Scenario<TouchTypist> {
    Scenario("touch-typing", tags: .nightly, .memory) {
        Subject { try TouchTypist(device: .iPhone14Pro, characters: 5_000, seed: 2026) }
        Parameter("device", DevicePreset.iPhone14Pro.name)
        Parameter("characters", "5000")
        Parameter("noise", "sigma = 0.1 key width")
        Parameter(
            "validation", "threshold 1 px, finger margin 6 % of the key (2 pt), shadow on the key, 50 ms, 2 frames")
        Metric("accuracy", unit: .ratio, polarity: .largerIsBetter)
        Metric("false_touches", unit: .count, polarity: .smallerIsBetter, deterministic: true)
        Metric("locator_disagreements", unit: .count, polarity: .smallerIsBetter, deterministic: true)
        Warmup(200, quick: 20) {
            Measure("touch") { (typist: TouchTypist, _: inout StepContext) in try typist.warmUpCharacter() }
            Perform { (typist: TouchTypist, _: inout StepContext) in try typist.tidy() }
        }
        Repeat(5_000, quick: 500) {
            Measure("touch") { (typist: TouchTypist, _: inout StepContext) in try typist.typeCharacter() }
            Perform { (typist: TouchTypist, _: inout StepContext) in try typist.tidy() }
        }
        Record("accuracy") { $0.run.metrics.accuracy }
        Record("false_touches") { Double($0.run.metrics.falseTouches) }
        Record("locator_disagreements") { Double($0.run.disagreements) }
        TrackKeyboardObjects { $0.session }
        Budget(.custom("accuracy"), atLeast: .ratio(0.995))
        Budget(.custom("false_touches"), atMost: .count(0))
        Budget(.custom("locator_disagreements"), atMost: .count(0))
        Budget(.latency("touch"), .p99, below: .milliseconds(1))
        Budget(.heapGrowth, atMost: .bytes(0))
        Budget(.leakedObjects, atMost: 0)
        TimeLimit(seconds: 300)
    }
}
