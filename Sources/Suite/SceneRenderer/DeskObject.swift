import TouchMapping

/// Something put down on the desk during the session: opaque, of its own colour, still once down, and
/// casting its shadow along the lamp's direction by its height (as the hand's parts do). It is lowered
/// over `lowerFrames` frames before `downFrame` (its shadow, longer while it is in the air, closes in
/// on it) and rests from `downFrame` on.
public struct DeskObject: Hashable, Sendable {
    /// Its outline seen from above: a phone's rounded slab or a mug's disc.
    public enum Shape: Hashable, Sendable { case slab, disc }

    /// The outline.
    public var shape: Shape
    /// Its centre in keyboard space (0…1 across the printed keyboard; it may lie beside it).
    public var centre: Point
    /// Its width and length (pixels at 640 × 480, scaled with the frame's width).
    public var width: Double, length: Double
    /// Its colour under white light.
    public var red: Int, green: Int, blue: Int
    /// Its top's height above the desk (pixels at 640 wide): its shadow lies that far along the lamp's direction.
    public var height: Double
    /// The frame it rests from.
    public var downFrame: Int

    /// Three objects put down 80 frames apart from frame `first`: a dark phone beside the keys, a red mug
    /// (a disc 70 px across, 40 px tall) beside them on the other side, and a slate-blue phone lying just
    /// above the top row, where the typing finger's shadow falls as it passes.
    public static func sample(from first: Int) -> [DeskObject] {
        [
            DeskObject(
                .slab, centre: Point(x: 0.80, y: -0.45), width: 40, length: 80, colour: (28, 30, 36), height: 7,
                downFrame: first),
            DeskObject(
                .disc, centre: Point(x: 0.12, y: -0.5), width: 70, length: 70, colour: (178, 40, 46), height: 40,
                downFrame: first + 80),
            DeskObject(
                .slab, centre: Point(x: 0.5, y: -0.2), width: 90, length: 46, colour: (70, 80, 110), height: 6,
                downFrame: first + 160),
        ]
    }

    /// Frames it is lowered over before it rests (100 ms at 60 fps).
    public static let lowerFrames = 6

    /// An object.
    public init(
        _ shape: Shape, centre: Point, width: Double, length: Double, colour: (Int, Int, Int), height: Double,
        downFrame: Int
    ) {
        (self.shape, self.centre, self.width, self.length) = (shape, centre, width, length)
        (red, green, blue) = colour
        (self.height, self.downFrame) = (height, downFrame)
    }

    /// Its height above the desk's plane at `frame` (nil before it comes into view): the top's height
    /// plus how far it still has to fall.
    func lift(at frame: Int) -> Double? {
        guard frame >= downFrame - Self.lowerFrames else { return nil }
        return height + Double(Swift.max(downFrame - frame, 0)) * 6
    }

    /// Whether `p` lies in the outline centred at `centre` (pixels), `scale` frame pixels per 640-wide pixel.
    func covers(_ p: Point, centre: Point, scale: Double) -> Bool {
        let hx = width * scale / 2, hy = length * scale / 2
        let dx = abs(p.x - centre.x), dy = abs(p.y - centre.y)
        switch shape {
        case .disc:
            return (dx * dx) / (hx * hx) + (dy * dy) / (hy * hy) <= 1
        case .slab:
            let corner = Swift.min(hx, hy) * 0.3
            guard dx <= hx, dy <= hy else { return false }
            let ox = dx - (hx - corner), oy = dy - (hy - corner)
            return ox <= 0 || oy <= 0 || ox * ox + oy * oy <= corner * corner
        }
    }
}
