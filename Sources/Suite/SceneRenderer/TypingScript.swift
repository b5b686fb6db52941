import KeyboardCore
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
        /// A press of `key` aimed at `aim` (keyboard space), coming from `from` (keyboard space), and the
        /// point the finger slides to on the paper after the contact, if it does, and the aim of a second
        /// finger pressing the key beside at the same time, if one does.
        case press(key: Int, aim: Point, from: Point, slide: Point?, chord: Point?)
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
        pressFrames = approach + contact + Swift.max(settings.liftFrames, 0)
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
            let slide = Self.slide(from: aim, keyWidth: box.width, press: segments.count, settings, &random)
            let chord = Self.chord(beside: key, aim: aim, keys: keys, press: segments.count, settings)
            segments.append(.press(key: key, aim: aim, from: last, slide: slide, chord: chord?.aim))
            starts.append(frame)
            contacts.append(TrueContact(start: frame + approach, end: frame + approach + contact - 1, keyIndex: key))
            if let chord {
                contacts.append(
                    TrueContact(start: frame + approach, end: frame + approach + contact - 1, keyIndex: chord.key))
            }
            frame += pressFrames + (slide == nil ? 0 : Self.slideFrames + Self.slideRest)
            last = slide ?? aim
        }
        self.segments = segments
        self.starts = starts
        self.contacts = contacts
        self.frameCount = frame
        self.skipped = skipped
    }

    /// Frames a slide on the paper takes, frames the finger then rests, and its length in key widths.
    static let slideFrames = 6, slideRest = 3, slideKeys = 1.4

    /// Where press number `press` slides to from `aim` (keyboard space; left or right at random, kept on
    /// the keyboard), or `nil` when it does not slide.
    static func slide(
        from aim: Point, keyWidth: Double, press: Int, _ settings: SceneSettings, _ random: inout SeededGenerator
    ) -> Point? {
        guard settings.slideEvery > 0, press % settings.slideEvery == settings.slideEvery - 1 else { return nil }
        let length = slideKeys * keyWidth
        let rightward = random.next() & 1 == 0 ? aim.x + length <= 0.98 : aim.x - length < 0.02
        return Point(x: aim.x + (rightward ? length : -length), y: aim.y)
    }

    /// The key to the right of `key` in its row and the point a second finger aims at on it (its centre,
    /// level with `aim`), when press number `press` is a chord; `nil` otherwise or when none is there.
    static func chord(beside key: Int, aim: Point, keys: [KeyFrame], press: Int, _ settings: SceneSettings) -> (
        key: Int, aim: Point
    )? {
        guard settings.chordEvery > 0, press % settings.chordEvery == settings.chordEvery - 1 else { return nil }
        let box = keys[key].frame
        let target = Point(x: box.maxX + box.width / 2, y: aim.y)
        guard let other = keys.indices.first(where: { keys[$0].frame.contains(target) }), other != key else {
            return nil
        }
        return (other, Point(x: keys[other].frame.centre.x, y: aim.y))
    }

    /// The segment holding `frame` and the frame's offset in it, by binary search.
    func segment(at frame: Int) -> (segment: Segment, offset: Int)? {
        guard let index = segmentIndex(at: frame) else { return nil }
        return (segments[index], frame - starts[index])
    }

    /// The index of the segment holding `frame`, by binary search.
    func segmentIndex(at frame: Int) -> Int? {
        guard frame >= 0, frame < frameCount, !starts.isEmpty else { return nil }
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= frame { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }
}
