import TouchMapping

/// A second extended finger of the typing hand, held beside the typing one: its tip `dx`, `dy` pixels
/// (at 640 px wide) from the typing fingertip and `lift` pixels higher above the paper (it never comes
/// down). Drawn on every press but each third (a hand does not hold one pose all evening).
public struct SecondFinger: Hashable, Sendable {
    /// The tip's offset from the typing fingertip (pixels at 640 px wide; y down the image).
    public var dx: Double, dy: Double
    /// How much higher than the typing fingertip it is held (pixels of shadow offset).
    public var lift: Double

    /// A second finger.
    public init(dx: Double, dy: Double, lift: Double) {
        self.dx = dx
        self.dy = dy
        self.lift = lift
    }

    /// Beside the typing finger, a little shorter (its tip lower in the image), on its left: the light
    /// (from behind and to the left) casts its shadow up and to the right, towards the typing finger.
    public static let beside = SecondFinger(dx: -26, dy: 12, lift: 6)
    /// Just ahead of the typing finger and to its right (a longer finger), hovering.
    public static let ahead = SecondFinger(dx: 20, dy: -14, lift: 10)
}

extension SceneRenderer {
    /// The second finger at frame `index` with the typing finger's pose `typing`, if any: its tip (a
    /// keyboard point when pressing a key of its own, else its offset from the typing fingertip in camera
    /// pixels) and its height.
    func secondFinger(at index: Int, typing: (tip: Point, height: Double, key: Int)?) -> (
        tip: Point, height: Double, isKeyboardPoint: Bool
    )? {
        guard let typing, let (segment, _) = script.segment(at: index),
            case .press(_, let aim, _, _, let chord) = segment
        else { return nil }
        if let chord {
            // Pressing the key beside at the same time: the two tips keep their spacing on the way down.
            return (Point(x: typing.tip.x + chord.x - aim.x, y: typing.tip.y + chord.y - aim.y), typing.height, true)
        }
        guard let neighbour = settings.neighbour, let segment = script.segmentIndex(at: index), segment % 3 != 2 else {
            return nil
        }
        let scale = Double(settings.width) / 640
        return (Point(x: neighbour.dx * scale, y: neighbour.dy * scale), typing.height + neighbour.lift, false)
    }
}
