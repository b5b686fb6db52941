import TouchMapping

/// What the background pass looks up instead of computing per pixel: for each column the desk column it
/// shows when the camera is not rotated (clamped at the edges); each channel's lit value for each desk
/// value, in full light and in the hand's shadow; and the sensor-noise table (the hand's paint reads it
/// too), its start repeated after its end so that a row's run of noise never wraps.
struct BackgroundTables {
    /// Desk column of each frame column (an unrotated camera).
    var sourceColumns: [Int]
    /// `lit[shade × 768 + channel × 256 + value]`: shade 0 full light, 1 in shadow; channel 0 red, 1 green, 2 blue.
    var lit = [Int32](repeating: 0, count: 2 * 3 * 256)
    /// Entries of the noise table (indexed by 16 bits).
    static let noiseEntries = 65_536
    /// The noise levels (`Int8` bit patterns), then the first `3 × width + 3` of them again.
    var noise: [UInt8]

    init(width: Int) {
        sourceColumns = [Int](repeating: 0, count: width)
        noise = [UInt8](repeating: 0, count: Self.noiseEntries + 3 * width + 3)
    }

    /// Refills the noise table with `level()` for each entry in turn, then repeats its start (in place).
    mutating func setNoise(_ level: () -> Int8) {
        for index in 0..<Self.noiseEntries { noise[index] = UInt8(bitPattern: level()) }
        for index in Self.noiseEntries..<noise.count { noise[index] = noise[index - Self.noiseEntries] }
    }

    /// Fills the column and light tables for this frame (in place).
    mutating func prepare(dx: Double, light: (red: Double, green: Double, blue: Double), shadow: Double) {
        let width = sourceColumns.count
        for x in 0..<width {
            sourceColumns[x] = Swift.min(Swift.max(Int((Double(x) + 0.5 - dx).rounded(.down)), 0), width - 1)
        }
        for (channel, gain) in [light.red, light.green, light.blue].enumerated() {
            for value in 0..<256 {
                lit[channel * 256 + value] = Int32(Double(value) * gain)
                lit[768 + channel * 256 + value] = Int32(Double(value) * gain * shadow)
            }
        }
    }
}

extension SceneRenderer {
    /// The desk seen through the camera at `move` (jitter included), lit and with sensor noise, over
    /// the whole frame. Each row takes one draw of `random` as its start in the noise table and steps
    /// 3 entries a pixel (red, green, blue).
    func background(
        _ move: CameraPose, _ light: (red: Double, green: Double, blue: Double), _ random: inout SeededGenerator
    ) {
        let width = settings.width, height = settings.height, stride = frame.bytesPerRow
        let (redShift, blueShift): (UInt32, UInt32) = frame.order == .rgba ? (0, 16) : (16, 0)
        backgroundTables.prepare(dx: move.dx, light: light, shadow: Self.shadowFactor)
        let source = SourceMap(move, tilt: tiltMap(move), width: width, height: height)
        desk.withUnsafeBufferPointer { desk in
            backgroundTables.noise.withUnsafeBufferPointer { noise in
                backgroundTables.sourceColumns.withUnsafeBufferPointer { columns in
                    backgroundTables.lit.withUnsafeBufferPointer { lit in
                        frame.pixels.withUnsafeMutableBytes { out in
                            guard let desk = desk.baseAddress, let noise = noise.baseAddress,
                                let columns = columns.baseAddress, let lit = lit.baseAddress,
                                let out = out.baseAddress
                            else { return }
                            for y in 0..<height {
                                let rowNoise = noise + Int(random.next() & 0xFFFF)
                                let row = out + y &* stride
                                let sourceRow = source.row(y)
                                for x in 0..<width {
                                    let at = 3 &* (source.isRotated ? source.index(x, y) : sourceRow &+ columns[x])
                                    let noiseAt = x &* 3
                                    let red = Self.clampedChannel(lit[Int(desk[at])], rowNoise[noiseAt])
                                    let green = Self.clampedChannel(
                                        lit[256 &+ Int(desk[at &+ 1])], rowNoise[noiseAt &+ 1])
                                    let blue = Self.clampedChannel(
                                        lit[512 &+ Int(desk[at &+ 2])], rowNoise[noiseAt &+ 2])
                                    let pixel = red << redShift | green << 8 | blue << blueShift | 0xFF00_0000
                                    row.storeBytes(of: pixel.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A lit channel plus a noise byte (an `Int8` bit pattern), clamped to 0…255.
    @inline(__always) static func clampedChannel(_ value: Int32, _ noise: UInt8) -> UInt32 {
        UInt32(Swift.min(Swift.max(value &+ Int32(Int8(bitPattern: noise)), 0), 255))
    }
}

/// Which desk pixel a frame pixel shows under a camera move: the shift and turn undone about the
/// frame's centre, then the pitch and tilt (`tilt`, calibrated → moved camera pixels), nearest pixel,
/// clamped to the desk's edges.
struct SourceMap {
    let width: Int, height: Int
    let dx: Double, dy: Double, cosine: Double, sine: Double
    /// Whether a pixel's source needs `index` (a turned or tilted camera), not the row and column tables.
    let isRotated: Bool
    /// The tilt undone (moved → calibrated camera pixels), `nil` when the camera is not tilted.
    let untilt: Matrix3?

    init(_ move: CameraPose, tilt: Matrix3 = .identity, width: Int, height: Int) {
        (self.width, self.height, dx, dy) = (width, height, move.dx, move.dy)
        let angle = move.degrees * Double.pi / 180
        untilt = move.isTilted ? tilt.inverse : nil
        (cosine, sine, isRotated) = (cosineOf(angle), sineOf(angle), move.degrees != 0 || move.isTilted)
    }

    /// The desk row times the width for frame row `y` of an unrotated camera.
    @inline(__always) func row(_ y: Int) -> Int {
        Swift.min(Swift.max(Int((Double(y) + 0.5 - dy).rounded(.down)), 0), height - 1) &* width
    }

    /// The desk pixel index for frame pixel (`x`, `y`).
    @inline(__always) func index(_ x: Int, _ y: Int) -> Int {
        let cx = Double(width) / 2, cy = Double(height) / 2
        let u = Double(x) + 0.5 - cx - dx, v = Double(y) + 0.5 - cy - dy
        var px = cx + cosine * u + sine * v, py = cy - sine * u + cosine * v
        if let untilt {
            let p = untilt.project(Point(x: px, y: py))
            (px, py) = p.x.isFinite && p.y.isFinite ? (p.x, p.y) : (-1, -1)
        }
        let sx = Int(Swift.min(Swift.max(px, -1), Double(width)).rounded(.down))
        let sy = Int(Swift.min(Swift.max(py, -1), Double(height)).rounded(.down))
        return Swift.min(Swift.max(sy, 0), height - 1) &* width &+ Swift.min(Swift.max(sx, 0), width - 1)
    }
}
