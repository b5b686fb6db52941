import KeyboardCore
import Testing
import TouchMapping

/// The scorer, the simulator, and the whole pipeline at the default noise.
struct AccuracyTests {
    static let text = """
        The quick brown fox jumps over the lazy dog while five boxing wizards jump quickly and \
        a journey of a thousand miles begins with a single step taken on a Tuesday morning
        """

    @Test func scorerCountsCorrectMissedWrongAndFalse() {
        var scorer = AccuracyScorer(truth: [
            TouchTruth(keyIndex: 1, start: 0, end: 1), TouchTruth(keyIndex: 2, start: 1.5, end: 2),
            TouchTruth(keyIndex: 3, start: 3, end: 4), TouchTruth(keyIndex: 4, start: 5, end: 6),
        ])
        scorer.record(keyIndex: 1, at: 0.5)
        scorer.record(keyIndex: 1, at: 0.6)
        scorer.record(keyIndex: 9, at: 1.2)
        scorer.record(keyIndex: 7, at: 3.5)
        scorer.record(keyIndex: 4, at: 5)
        scorer.record(keyIndex: 4, at: .nan)
        let metrics = scorer.metrics
        #expect(metrics == AccuracyMetrics(totalTouches: 4, correctKeys: 2, missedTouches: 1, falseTouches: 3))
        #expect(metrics.wrongKeys == 1 && metrics.accuracy == 0.5)
        #expect(AccuracyScorer(truth: []).metrics.accuracy == 0)
    }

    @Test func theSameKeyTwiceInARowMatchesItsContactsInOrder() {
        // Presses 6 frames apart with 2 frames of slack: the first press lies in both windows.
        var scorer = AccuracyScorer(truth: [
            TouchTruth(keyIndex: 12, start: 1124, end: 1132), TouchTruth(keyIndex: 12, start: 1130, end: 1138),
        ])
        #expect(scorer.record(keyIndex: 12, at: 1130)?.start == 1124)
        #expect(scorer.record(keyIndex: 12, at: 1135)?.start == 1130)
        #expect(scorer.metrics.falseTouches == 0 && scorer.metrics.correctKeys == 2)
    }

    @Test func simulatorIsDeterministicForASeed() {
        let simulator = TouchTypingSimulator(frames: TestLayouts.englishLetters)
        #expect(simulator.script(for: Self.text, seed: 42) == simulator.script(for: Self.text, seed: 42))
        #expect(simulator.script(for: Self.text, seed: 42) != simulator.script(for: Self.text, seed: 43))
        let script = simulator.script(for: "Hi!", seed: 1)
        #expect(script.truth.count == 3 && script.skipped == 1, "shift + h, i; '!' is not on the letters layout")
    }

    @Test func scatterHasTheRequestedSpread() {
        var random = SeededGenerator(seed: 9)
        let samples = (0..<20_000).map { _ in random.gaussian(sigma: 2) }
        let mean = samples.reduce(0, +) / Double(samples.count)
        let variance = samples.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(samples.count)
        #expect(abs(mean) < 0.05 && abs(variance.squareRoot() - 2) < 0.05)
    }

    static func run<L: KeyLocator>(_: L.Type, frames: LayoutFrames, script: TouchTypingScript) -> (
        AccuracyMetrics, [KeyPressEvent]
    ) {
        var mapper = TouchMapper<L>(frames: frames)
        var scorer = AccuracyScorer(truth: script.truth)
        var presses: [KeyPressEvent] = []
        for frame in script.frames {
            guard let press = mapper.process(frame).press else { continue }
            scorer.record(press)
            presses.append(press)
        }
        return (scorer.metrics, presses)
    }

    @Test func defaultNoiseTypesAccuratelyWithNoFalseTouchesFromBounces() {
        let frames = TestLayouts.englishLetters
        let text = String(repeating: Self.text + " ", count: 6)
        let script = TouchTypingSimulator(frames: frames).script(for: text, seed: 2024)
        #expect(script.bounces > 20)
        let (metrics, presses) = Self.run(UniformGridLocator.self, frames: frames, script: script)
        #expect(metrics.accuracy >= 0.995, "\(metrics)")
        #expect(metrics.falseTouches == 0)
        let typed = presses.compactMap(\.character).joined()
        #expect(typed.count <= text.count)
        #expect(Self.run(LinearScanLocator.self, frames: frames, script: script).1 == presses)
        #expect(Self.run(SpatialHashLocator.self, frames: frames, script: script).1 == presses)
    }

    @Test func heavyNoiseLowersAccuracyHonestly() {
        let frames = TestLayouts.englishLetters
        var settings = TouchTypingSettings()
        settings.noise = 0.6
        let script = TouchTypingSimulator(frames: frames, settings: settings).script(for: Self.text, seed: 5)
        let (metrics, _) = Self.run(LinearScanLocator.self, frames: frames, script: script)
        #expect(metrics.accuracy < 0.95 && metrics.totalTouches == script.truth.count)
    }

    @Test(arguments: KeyboardLanguage.builtIn)
    func printedKeyboardTypesEveryLanguage(_ language: KeyboardLanguage) {
        let printed = PrintedKeyboard(language: language.layout)
        var settings = TouchTypingSettings()
        settings.unitsPerPixel = printed.unitsPerPixel
        let config = TouchValidationConfig.standard  // margins in key units: no conversion for the printed keyboard
        let letters = language.layout.letterRows.flatMap { $0 }.filter { $0.count == 1 }.joined()
        let script = TouchTypingSimulator(frames: printed.frames, settings: settings).script(
            for: String(repeating: letters, count: 8), seed: 11)
        var mapper = TouchMapper<UniformGridLocator>(frames: printed.frames, config: config)
        var scorer = AccuracyScorer(truth: script.truth)
        for frame in script.frames { if let press = mapper.process(frame).press { scorer.record(press) } }
        #expect(scorer.metrics.accuracy >= 0.995, "\(language.layout.code) \(scorer.metrics)")
        #expect(scorer.metrics.falseTouches == 0)
    }
}

/// The run a harness scenario drives, end to end.
struct TouchTypingRunTests {
    @Test func practiceTextIsDeterministicAndLongEnough() {
        let text = TouchTypingText.sample(characters: 5_000, seed: 1)
        #expect(text.count >= 5_000 && text == TouchTypingText.sample(characters: 5_000, seed: 1))
        #expect(text != TouchTypingText.sample(characters: 5_000, seed: 2))
        #expect(text.first?.isUppercase == true && !text.contains("  "))
    }

    @Test func runOfFiveThousandCharactersMeetsTheBudgets() {
        let text = TouchTypingText.sample(characters: 5_000, seed: 3)
        var run = TouchTypingRun(frames: TestLayouts.englishLetters, text: text, seed: 3)
        var typed = ""
        while !run.isFinished { if let press = run.step(), let character = press.character { typed += character } }
        run.crossCheck()
        #expect(run.step() == nil)
        #expect(run.script.skipped == 0 && run.script.bounces > 100)
        #expect(run.metrics.accuracy >= 0.995, "\(run.metrics)")
        #expect(run.metrics.falseTouches == 0 && run.disagreements == 0)
        let matching = zip(typed, text).filter { $0 == $1 }.count
        #expect(Double(matching) / Double(text.count) > 0.9, "typed text follows the intended text")
    }
}

extension TouchTypingRunTests {
    @Test func characterByCharacterGivesTheSameRunAsFrameByFrame() {
        let text = "Hello there, General"
        var byFrame = TouchTypingRun(frames: TestLayouts.englishLetters, text: text, seed: 8)
        var byCharacter = byFrame
        while !byFrame.isFinished { _ = byFrame.step() }
        var presses = 0
        for _ in 0..<(text.count + 3) { byCharacter.typeNextCharacter { _ in presses += 1 } }
        byCharacter.crossCheck()
        #expect(byCharacter.isFinished && byCharacter.character == text.count)
        #expect(byCharacter.script.characterStarts.count == text.count && byCharacter.script.skipped == 1)
        #expect(byCharacter.metrics == byFrame.metrics && presses == byFrame.metrics.totalTouches)
        #expect(byCharacter.disagreements == 0)
    }

    @Test func partlyTypedRunScoresOnlyWhatWasTyped() {
        let text = TouchTypingText.sample(characters: 400, seed: 4)
        var run = TouchTypingRun(frames: TestLayouts.englishLetters, text: text, seed: 4)
        #expect(run.metrics.totalTouches == 0)
        for _ in 0..<100 { run.typeNextCharacter { _ in } }
        let metrics = run.metrics
        #expect(metrics.totalTouches == run.script.characterTruths[100] && metrics.totalTouches >= 100)
        #expect(metrics.accuracy >= 0.99 && metrics.missedTouches == 0, "\(metrics)")
        #expect(run.scorer.metrics.totalTouches == run.script.truth.count)
    }
}
