/// A simulated typing session: what the camera sees frame by frame, and what was meant.
public struct TouchTypingScript: Hashable, Sendable {
    /// One entry per frame: the finger seen, or `nil` when none was.
    public var frames: [TouchObservation?] = []
    /// The intended key presses, with the time window each press must register in.
    public var truth: [TouchTruth] = []
    /// How many scripted bounces the frames contain (each must register nothing).
    public var bounces = 0
    /// Characters of the text the layout cannot type (skipped).
    public var skipped = 0
    /// For each character of the text, the index of its first frame (a skipped character starts
    /// where the next one does): character `i` is `frames[characterStarts[i]..<characterStarts[i + 1]]`.
    public var characterStarts: [Int] = []
    /// For each character of the text, the index in `truth` of its first intended press.
    public var characterTruths: [Int] = []

    /// An empty script.
    init() {}
}
