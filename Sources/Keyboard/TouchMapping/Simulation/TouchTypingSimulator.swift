import KeyboardCore

/// Turns text into noisy touch sequences on a layout, deterministically for a seed: for each key
/// (shift first for capitals) a few hover frames, a contact of a random duration around a Gaussian
/// aim point, a lift; every `bounceEvery` presses a scripted bounce between the key and its
/// nearest neighbour. Pure: the same layout, settings, text and seed give the same script.
public struct TouchTypingSimulator: Sendable {
    /// The layout typed on.
    public let frames: LayoutFrames
    /// The typist's behaviour.
    public let settings: TouchTypingSettings
    private let keyForCharacter: [Character: Int]
    private let shiftKey: Int?

    /// Creates a simulator for `frames`.
    public init(frames: LayoutFrames, settings: TouchTypingSettings = .standard) {
        self.frames = frames
        self.settings = settings
        var map: [Character: Int] = [:]
        for (index, placed) in frames.keys.enumerated() {
            guard let output = placed.key.output, output.count == 1, let character = output.first else { continue }
            if map[character] == nil { map[character] = index }
        }
        keyForCharacter = map
        shiftKey = frames.keys.firstIndex { $0.key.kind == .shift }
    }

    /// The keys to press for `character` (shift then the letter for a capital), or `nil`.
    public func keys(for character: Character) -> [Int]? {
        if let key = keyForCharacter[character] { return [key] }
        let lower = Character(String(character).lowercased())
        guard lower != character, let key = keyForCharacter[lower], let shiftKey else { return nil }
        return [shiftKey, key]
    }

    /// The script for `text`, starting at time `start` (seconds).
    public func script(for text: String, seed: UInt64, start: Double = 0) -> TouchTypingScript {
        var random = SeededGenerator(seed: seed)
        var script = TouchTypingScript()
        var clock = start
        var presses = 0
        for character in text {
            script.characterStarts.append(script.frames.count)
            script.characterTruths.append(script.truth.count)
            guard let keys = keys(for: character) else {
                script.skipped += 1
                continue
            }
            for key in keys {
                press(key, &script, &clock, &random)
                presses += 1
                if settings.bounceEvery > 0, presses % settings.bounceEvery == 0 {
                    bounce(from: key, &script, &clock, &random)
                }
            }
        }
        return script
    }

    private func press(
        _ key: Int, _ script: inout TouchTypingScript, _ clock: inout Double, _ random: inout SeededGenerator
    ) {
        let region = frames.keys[key].frame
        let aim = Point(
            x: region.midX + random.gaussian(sigma: settings.noise * region.width),
            y: region.centre.y + random.gaussian(sigma: settings.noise * region.height))
        let windowStart = clock
        for _ in 0..<Self.frameCount(settings.hoverFrames, atLeast: 0) {
            append(aim, distance: random.uniform(settings.hoverDistance), &script, &clock, &random)
        }
        let duration = random.uniform(settings.contactDuration)
        let ratio = (duration / settings.frameInterval).rounded(.up)
        let contactFrames = ratio >= 1 && ratio < 10_000 ? Int(ratio) + 1 : 2
        for _ in 0..<Swift.max(contactFrames, 1) {
            let wobble = Point(
                x: aim.x + random.gaussian(sigma: settings.jitter * region.width),
                y: aim.y + random.gaussian(sigma: settings.jitter * region.height))
            append(wobble, distance: random.uniform(settings.touchDistance), &script, &clock, &random)
        }
        lift(&script, &clock)
        script.truth.append(TouchTruth(keyIndex: key, start: windowStart, end: clock - settings.frameInterval))
    }

    private func bounce(
        from key: Int, _ script: inout TouchTypingScript, _ clock: inout Double, _ random: inout SeededGenerator
    ) {
        guard let neighbour = nearestNeighbour(of: key) else { return }
        for frame in 0..<Self.frameCount(settings.bounceFrames, atLeast: 0) {
            let target = frames.keys[frame.isMultiple(of: 2) ? key : neighbour].frame.centre
            append(target, distance: random.uniform(settings.touchDistance), &script, &clock, &random)
        }
        lift(&script, &clock)
        script.bounces += 1
    }

    private func append(
        _ finger: Point, distance: Double, _ script: inout TouchTypingScript, _ clock: inout Double,
        _ random: inout SeededGenerator
    ) {
        let angle = random.uniform(0...(2 * Double.pi))
        let offset = distance * settings.unitsPerPixel
        let shadow = Point(x: finger.x + offset * cosine(angle), y: finger.y + offset * cosine(angle - Double.pi / 2))
        script.frames.append(TouchObservation(finger: finger, shadow: shadow, distance: distance, timestamp: clock))
        clock += settings.frameInterval
    }

    private func lift(_ script: inout TouchTypingScript, _ clock: inout Double) {
        for _ in 0..<Self.frameCount(settings.liftFrames, atLeast: 1) {
            script.frames.append(nil)
            clock += settings.frameInterval
        }
    }

    /// A frame count from the settings, kept within `minimum`…1 000 so bad settings cannot hang a run.
    private static func frameCount(_ count: Int, atLeast minimum: Int) -> Int {
        Swift.min(Swift.max(count, minimum), 1_000)
    }

    /// The other key whose frame centre is nearest to `key`'s.
    private func nearestNeighbour(of key: Int) -> Int? {
        let centre = frames.keys[key].frame.centre
        return frames.keys.indices.filter { $0 != key }.min { a, b in
            frames.keys[a].frame.centre.distance(to: centre) < frames.keys[b].frame.centre.distance(to: centre)
        }
    }
}
