/// Camera frame coordinates: pixels of the sensor image, origin top left, before rotation and
/// mirroring; "upright" coordinates are the same image turned by `rotation` and then mirrored.
public struct CameraSpace: Hashable, Sendable {
    /// Sensor image width in pixels.
    public let width: Double
    /// Sensor image height in pixels.
    public let height: Double
    /// How the image is turned to stand upright.
    public let rotation: CameraRotation
    /// Whether the upright image is mirrored left to right (a front camera).
    public let mirrored: Bool

    /// The sides a camera image may have, in pixels: a sensor is at least one pixel and at most 65,536
    /// pixels wide or high. A subnormal or astronomically large side is no camera, and its conversions
    /// would lose every digit (a subnormal side times a normalised coordinate underflows to 0).
    public static let sideRange: ClosedRange<Double> = 1...65_536

    /// Creates a camera space; throws `.invalidSize` unless both sides are finite and above 0, and
    /// `.cameraSizeOutOfRange` unless both lie in `sideRange`.
    public init(width: Double = 640, height: Double = 480, rotation: CameraRotation = .none, mirrored: Bool = false)
        throws(CoordinateError)
    {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .invalidSize(width: width, height: height)
        }
        guard Self.sideRange.contains(width), Self.sideRange.contains(height) else {
            throw .cameraSizeOutOfRange(width: width, height: height)
        }
        self.init(valid: width, height, rotation, mirrored)
    }

    /// Whether `width` × `height` makes a camera space (`init` refuses every other size by name).
    public static func accepts(width: Double, height: Double) -> Bool {
        sideRange.contains(width) && sideRange.contains(height)
    }

    private init(valid width: Double, _ height: Double, _ rotation: CameraRotation, _ mirrored: Bool) {
        self.width = width
        self.height = height
        self.rotation = rotation
        self.mirrored = mirrored
    }

    /// The default 640 × 480 camera, upright, not mirrored.
    public static let standard = CameraSpace(valid: 640, 480, .none, false)

    /// Width and height of the upright image.
    public var uprightSize: (width: Double, height: Double) {
        rotation.swapsAxes ? (height, width) : (width, height)
    }

    /// The upright-image point of camera pixel `point`.
    public func upright(_ point: Point) -> Point {
        let turned: Point =
            switch rotation {
            case .none: point
            case .quarter: Point(x: height - point.y, y: point.x)
            case .half: Point(x: width - point.x, y: height - point.y)
            case .threeQuarters: Point(x: point.y, y: width - point.x)
            }
        return mirrored ? Point(x: uprightSize.width - turned.x, y: turned.y) : turned
    }

    /// The camera pixel of upright-image point `point` (inverse of `upright(_:)`).
    public func camera(fromUpright point: Point) -> Point {
        let turned = mirrored ? Point(x: uprightSize.width - point.x, y: point.y) : point
        return switch rotation {
        case .none: turned
        case .quarter: Point(x: turned.y, y: height - turned.x)
        case .half: Point(x: width - turned.x, y: height - turned.y)
        case .threeQuarters: Point(x: width - turned.y, y: turned.x)
        }
    }

    /// Camera pixel → normalised upright frame (0…1 on both axes).
    public func normalised(_ point: Point) -> Point {
        let upright = upright(point), size = uprightSize
        return Point(x: upright.x / size.width, y: upright.y / size.height)
    }

    /// Normalised upright frame → camera pixel (inverse of `normalised(_:)`).
    public func camera(fromNormalised point: Point) -> Point {
        let size = uprightSize
        return camera(fromUpright: Point(x: point.x * size.width, y: point.y * size.height))
    }
}
