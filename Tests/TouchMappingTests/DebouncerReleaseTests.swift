import Testing
import TouchMapping

/// A contact ends after `releaseFrames` frames in a row without a valid touch: at 2 (the camera's), one
/// lost frame neither presses the key a second time nor restarts the count before the press; at 1 (the
/// skill's default) the first lost frame ends the contact, as before.
@Suite struct DebouncerReleaseTests {
    static let camera = TouchValidationConfig(releaseFrames: 2)
    static func time(_ frame: Int) -> Double { Double(frame) / 60 }

    /// The presses registered when `touching[i]` says whether frame i is a valid touch of key 5.
    static func presses(_ touching: [Bool], config: TouchValidationConfig) -> [Int] {
        var debouncer = TouchDebouncer(config: config)
        var frames: [Int] = []
        for (frame, touch) in touching.enumerated() {
            let result: ValidationResult = touch ? .touchValid(keyIndex: 5) : .hover(distance: 9)
            if debouncer.feed(result, at: time(frame)) != nil { frames.append(frame) }
        }
        return frames
    }

    @Test func oneLostFrameInAContactIsNoSecondPress() {
        let contact = [true, true, true, true, true, false, true, true, true, true, true]
        #expect(Self.presses(contact, config: Self.camera) == [3])
        #expect(Self.presses(contact, config: .standard) == [3, 9], "the skill's default: the lost frame ends it")
    }

    @Test func twoLostFramesEndTheContact() {
        let twoTaps = [true, true, true, true, false, false, true, true, true, true]
        #expect(Self.presses(twoTaps, config: Self.camera) == [3, 9])
    }

    @Test func oneLostFrameBeforeThePressDoesNotRestartItsCount() {
        // Touch 2 frames, lost 1, touch 3 (a motion-blurred contact): the press comes 50 ms after its first frame.
        let blurred = [true, true, false, true, true, true]
        #expect(Self.presses(blurred, config: Self.camera) == [3])
        #expect(Self.presses(blurred, config: .standard) == [], "the skill's default restarts at frame 3")
    }

    @Test func aFrameWithoutAFingerCountsAsALostFrame() {
        var debouncer = TouchDebouncer(config: Self.camera)
        for frame in 0..<4 { _ = debouncer.feed(.touchValid(keyIndex: 5), at: Self.time(frame)) }
        debouncer.miss()
        #expect(debouncer.feed(.touchValid(keyIndex: 5), at: Self.time(5)) == nil, "still the same contact")
        debouncer.miss()
        debouncer.miss()
        for frame in 8..<11 { _ = debouncer.feed(.touchValid(keyIndex: 5), at: Self.time(frame)) }
        #expect(debouncer.feed(.touchValid(keyIndex: 5), at: Self.time(11)) == 5, "a new contact")
    }
}
