/// The byte order of a 4-byte pixel.
public enum PixelOrder: String, Hashable, Sendable, CaseIterable {
    /// Red, green, blue, alpha.
    case rgba
    /// Blue, green, red, alpha (the iOS camera's default).
    case bgra

    /// The byte offset of red within a pixel.
    @inlinable public var redOffset: Int { self == .rgba ? 0 : 2 }
    /// The byte offset of blue within a pixel.
    @inlinable public var blueOffset: Int { self == .rgba ? 2 : 0 }
}

/// How an 8-bit, 4-channel frame lies in memory: any size and any row stride of at least `width × 4`.
public struct FrameLayout: Hashable, Sendable, CustomStringConvertible {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Bytes from one row's start to the next (≥ `width × 4`).
    public let bytesPerRow: Int
    /// The channel order.
    public let order: PixelOrder

    /// Creates a layout; throws a `VisionError` for a size or stride that cannot describe a frame.
    public init(width: Int, height: Int, bytesPerRow: Int? = nil, order: PixelOrder = .rgba) throws(VisionError) {
        guard width > 0, height > 0, width <= Self.largestSide, height <= Self.largestSide else {
            throw .invalidSize(width: width, height: height)
        }
        let stride = bytesPerRow ?? width * 4
        guard stride >= width * 4, stride <= Self.largestSide * 16 else {
            throw .strideTooSmall(bytesPerRow: stride, width: width)
        }
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.order = order
    }

    /// The largest side accepted (keeps every derived size far from overflow).
    public static let largestSide = 16_384

    /// The bytes a buffer must hold: every row's stride but the last row's, which needs only its pixels.
    public var requiredBytes: Int { bytesPerRow * (height - 1) + width * 4 }

    /// Throws unless a buffer of `count` bytes holds a frame of this layout.
    public func check(byteCount count: Int) throws(VisionError) {
        guard count > 0 else { throw .emptyFrame }
        guard count >= requiredBytes else { throw .bufferTooSmall(bytes: count, needed: requiredBytes) }
    }

    /// `640 × 480 rgba, 2560 bytes per row`.
    public var description: String { "\(width) × \(height) \(order.rawValue), \(bytesPerRow) bytes per row" }
}
