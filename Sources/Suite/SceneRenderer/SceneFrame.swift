/// One frame buffer, rendered into again and again (8-bit, 4 channels, alpha 255).
/// Not `Sendable`: a pixel buffer with no locks, which stays with the one thread that renders into or reads it.
public final class SceneFrame {
    /// Pixels per row, rows, and bytes from one row to the next.
    public let width: Int, height: Int, bytesPerRow: Int
    /// Channel order.
    public let order: SceneChannelOrder
    /// The bytes (`bytesPerRow × height`; stride padding stays 0).
    public internal(set) var pixels: [UInt8]

    init(width: Int, height: Int, bytesPerRow: Int, order: SceneChannelOrder) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.order = order
        pixels = [UInt8](repeating: 0, count: bytesPerRow * height)
    }

    /// (r, g, b) of pixel (`x`, `y`), for tests.
    public func rgb(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let at = y * bytesPerRow + x * 4
        return order == .rgba
            ? (pixels[at], pixels[at + 1], pixels[at + 2]) : (pixels[at + 2], pixels[at + 1], pixels[at])
    }

    /// The frame as binary PPM (P6, RGB), for the OpenCV scripts.
    public func ppm() -> [UInt8] {
        var out = Array("P6\n\(width) \(height)\n255\n".utf8)
        out.reserveCapacity(out.count + width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = rgb(x: x, y: y)
                out += [r, g, b]
            }
        }
        return out
    }
}

/// The ground truth of one frame.
public struct FrameTruth: Hashable, Sendable {
    /// The frame's index and time (seconds).
    public let frame: Int
    /// Seconds since the script's first frame.
    public let timestamp: Double
    /// Whether a hand is in view, and whether its finger touches the surface.
    public let handVisible: Bool, touching: Bool
    /// The fingertip's contact point (the finger's topmost point) in camera pixels, jitter included.
    public let fingertip: Point?
    /// The key being pressed (approach, contact and lift), if any.
    public let keyIndex: Int?
    /// The fingertip's height above the surface (pixels of shadow offset).
    public let height: Double
    /// The camera's pose against calibration in this frame (its move, jitter excluded).
    public var camera: CameraPose = .still
}

import TouchMapping
