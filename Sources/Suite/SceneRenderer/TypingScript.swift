import TouchMapping

/// One true contact: the frames the finger rests on the key (inclusive) and the key (an index into
/// the printed keyboard's `frames.keys`).
public struct TrueContact: Hashable, Sendable {
    /// First and last frame of contact.
    public let start: Int, end: Int
    /// The key touched.
    public let keyIndex: Int
}

/// Text → per key an approach (the finger descends while it moves to the key), a contact of several
/// frames, a lift; a word gap takes the hand away. Aim points scatter around key centres; the same
/// text, keyboard and seed give the same script.
public struct TypingScript: Sendable {
    /// One stretch of frames.
    enum Segment: Sendable {
        /// A press of `key` aimed at `aim` (keyboard space), coming from `from` (keyboard space).
        case press(key: Int, aim: Point, from: Point)
        /// No hand in view.
        case away
    }

    let segments: [Segment]
    /// The first frame of each segment, and the total.
    let starts: [Int]
    /// Every true contact in frame order.
    public let contacts: [TrueContact]
    /// Frames in the script.
    public let frameCount: Int
    /// Characters with no key on the printed keyboard (spaces are word gaps, not skipped).
    public let skipped: Int
    let pressFrames: Int

    init(text: String, keyboard: PrintedKeyboard, settings: SceneSettings) {
        let keys = keyboard.frames.keys
        var index: [Character: Int] = [:]
        for (position, key) in keys.enumerated() {
            if let output = key.key.output, output.count == 1, let character = output.first, index[character] == nil {
                index[character] = position
            }
        }
        let approach = Swift.max(settings.approachFrames, 1), contact = Swift.max(settings.contactFrames, 1)
        pressFrames = approach + contact + Swift.max(settings.liftFrames, 1)
        let away = Swift.max(settings.awayFrames, 1)
        var random = SeededGenerator(seed: settings.seed)
        var segments: [Segment] = [], starts: [Int] = [], contacts: [TrueContact] = [], skipped = 0
        var frame = 0
        var last = Point(x: 0.5, y: 1.2)
        for character in text {
            if character == " " || character == "\n" {
                segments.append(.away)
                starts.append(frame)
                frame += away
                continue
            }
            guard let lower = character.lowercased().first, let key = index[lower] else {
                skipped += 1
                continue
            }
            let box = keys[key].frame
            var aim = Point(
                x: box.centre.x
                    + Swift.min(
                        Swift.max(random.gaussian(sigma: settings.aimNoise * box.width), -0.3 * box.width),
                        0.3 * box.width),
                y: box.centre.y
                    + Swift.min(
                        Swift.max(random.gaussian(sigma: settings.aimNoise * box.height), -0.3 * box.height),
                        0.3 * box.height))
            if settings.aimAtKeyEdges {
                // 1.5 px inside the left or right edge (the finger's centre line; at 640 px wide).
                let inset = 1.5 / (0.9 * 640)
                aim.x = random.next() & 1 == 0 ? box.x + inset : box.maxX - inset
            }
            segments.append(.press(key: key, aim: aim, from: last))
            starts.append(frame)
            contacts.append(TrueContact(start: frame + approach, end: frame + approach + contact - 1, keyIndex: key))
            frame += pressFrames
            last = aim
        }
        self.segments = segments
        self.starts = starts
        self.contacts = contacts
        self.frameCount = frame
        self.skipped = skipped
    }

    /// The segment holding `frame` and the frame's offset in it, by binary search.
    func segment(at frame: Int) -> (segment: Segment, offset: Int)? {
        guard frame >= 0, frame < frameCount, !starts.isEmpty else { return nil }
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= frame { low = middle + 1 } else { high = middle }
        }
        return (segments[low - 1], frame - starts[low - 1])
    }
}
