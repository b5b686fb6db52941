/// An inclusive pixel rectangle.
public struct PixelBox: Hashable, Sendable {
    /// Left column.
    public var minX: Int
    /// Top row.
    public var minY: Int
    /// Right column (inclusive).
    public var maxX: Int
    /// Bottom row (inclusive).
    public var maxY: Int

    /// Creates a box.
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// A box holding nothing (grows with `include`).
    static let empty = PixelBox(minX: .max, minY: .max, maxX: .min, maxY: .min)

    /// Grows the box to hold (`x`, `y`).
    @inline(__always) mutating func include(x: Int, y: Int) {
        minX = Swift.min(minX, x)
        minY = Swift.min(minY, y)
        maxX = Swift.max(maxX, x)
        maxY = Swift.max(maxY, y)
    }

    /// The box grown by `margin` on every side (not clipped).
    func grown(by margin: Int) -> PixelBox {
        PixelBox(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
    }

    /// Whether (`x`, `y`) lies in the box.
    @inline(__always) func contains(x: Int, y: Int) -> Bool { x >= minX && x <= maxX && y >= minY && y <= maxY }

    /// Whether the box and `other` share a pixel.
    @inline(__always) func intersects(_ other: PixelBox) -> Bool {
        other.maxX >= minX && other.minX <= maxX && other.maxY >= minY && other.minY <= maxY
    }

    /// The box grown by `margin` and clipped to `width` × `height`, as column and row ranges.
    func ranges(grownBy margin: Int, width: Int, height: Int) -> (columns: Range<Int>, rows: Range<Int>) {
        (
            Swift.max(minX - margin, 0)..<Swift.min(maxX + margin + 1, width),
            Swift.max(minY - margin, 0)..<Swift.min(maxY + margin + 1, height)
        )
    }
}
