import TouchMapping

/// What lies under and around the printed sheet.
public enum TableSurface: String, Hashable, Sendable, CaseIterable {
    /// No table in view: the sheet fills the frame (the original scene).
    case none
    /// A plain grey table around the sheet.
    case plain
    /// Wood grain in skin-like browns around the sheet.
    case wood
    /// A tablecloth of dark squares (larger than the sheet's marks) on white, around the sheet.
    case checker
}

/// Where the camera is against where it was at calibration: pitched and tilted (a real projection: the
/// pinhole camera swung about the sheet's centre, `SceneRenderer.tiltMap`), then shifted (pixels) and
/// turned about the frame's centre (degrees, clockwise on screen). A desk point seen at camera pixel p
/// before the move is seen at `SceneRenderer.seen(p, pose)` after it (`apply` when not tilted).
public struct CameraPose: Hashable, Sendable {
    /// The shift, pixels.
    public var dx: Double, dy: Double
    /// The rotation about the frame's centre, degrees.
    public var degrees: Double
    /// The camera's rotation about its own x axis (pitch: the top of the sheet towards or away from
    /// it) and y axis (yaw: a side towards it), degrees, swinging about the sheet's centre.
    public var pitch: Double, yaw: Double

    /// A pose.
    public init(dx: Double = 0, dy: Double = 0, degrees: Double = 0, pitch: Double = 0, yaw: Double = 0) {
        self.dx = dx
        self.dy = dy
        self.degrees = degrees
        self.pitch = pitch
        self.yaw = yaw
    }

    /// The camera as calibrated.
    public static let still = CameraPose()

    /// Whether the pose is the calibrated one.
    public var isStill: Bool { dx == 0 && dy == 0 && degrees == 0 && !isTilted }

    /// Whether the camera is pitched or tilted (its view of the sheet's plane changed perspective).
    public var isTilted: Bool { pitch != 0 || yaw != 0 }

    /// Where a point seen at `p` before the shift and turn is seen after them, in a frame centred at
    /// `centre` (the pitch and tilt are not applied here: they need the scene's view, `SceneRenderer.seen`).
    public func apply(_ p: Point, centre: Point) -> Point {
        guard degrees != 0 else { return Point(x: p.x + dx, y: p.y + dy) }
        let angle = degrees * Double.pi / 180, c = cosineOf(angle), s = sineOf(angle)
        let x = p.x - centre.x, y = p.y - centre.y
        return Point(x: centre.x + c * x - s * y + dx, y: centre.y + s * x + c * y + dy)
    }
}

/// Blur of the optics or of motion, applied to the whole rendered frame.
public enum SceneBlur: Hashable, Sendable {
    /// Defocus: a Gaussian of this σ (pixels, up to 8).
    case defocus(sigma: Double)
    /// Motion along the rows: a box of this many pixels (up to 31).
    case motion(length: Int)
}

/// sin and cos without Foundation: the Taylor series after reduction to ±π/4 (error below 1e-15).
func sineOf(_ x: Double) -> Double {
    let quarter = Double.pi / 2
    let turns = (x / quarter).rounded()
    let r = x - turns * quarter
    switch ((Int(turns) % 4) + 4) % 4 {
    case 0: return taylorSine(r)
    case 1: return taylorCosine(r)
    case 2: return -taylorSine(r)
    default: return -taylorCosine(r)
    }
}

/// cos(x) = sin(x + π/2).
func cosineOf(_ x: Double) -> Double { sineOf(x + Double.pi / 2) }

private func taylorSine(_ r: Double) -> Double {
    var term = r, sum = r
    for n in stride(from: 2, through: 20, by: 2) {
        term *= -r * r / Double(n * (n + 1))
        sum += term
    }
    return sum
}

private func taylorCosine(_ r: Double) -> Double {
    var term = 1.0, sum = 1.0
    for n in stride(from: 1, through: 19, by: 2) {
        term *= -r * r / Double(n * (n + 1))
        sum += term
    }
    return sum
}
