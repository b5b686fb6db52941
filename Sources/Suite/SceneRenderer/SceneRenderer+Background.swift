import TouchMapping

/// What the background pass looks up instead of computing per pixel: for each column the sheet column it
/// shows (the camera jitter, clamped at the edges); for paper and ink, each channel and each noise value,
/// the noisy channel value already clamped to 0…255; and the sensor-noise table (the hand's paint reads
/// it too), its start repeated after its end so that a row's run of noise never wraps.
struct BackgroundTables {
    /// Sheet column of each frame column.
    var sourceColumns: [Int]
    /// `shades[kind × 768 + channel × 256 + noise byte]`: kind 0 paper, 1 ink; channel 0 red, 1 green, 2 blue.
    var shades = [UInt8](repeating: 0, count: 2 * 3 * 256)
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

    /// Fills the column and shade tables for this frame (in place).
    mutating func prepare(jx: Int, paper: (Int, Int, Int), ink: (Int, Int, Int)) {
        let width = sourceColumns.count
        for x in 0..<width { sourceColumns[x] = Swift.min(Swift.max(x - jx, 0), width - 1) }
        fill(0, paper.0)
        fill(256, paper.1)
        fill(512, paper.2)
        fill(768, ink.0)
        fill(1_024, ink.1)
        fill(1_280, ink.2)
    }

    private mutating func fill(_ start: Int, _ value: Int) {
        for byte in 0..<256 { shades[start + byte] = SceneRenderer.clamp(value + Int(Int8(truncatingIfNeeded: byte))) }
    }
}

extension SceneRenderer {
    /// The printed sheet, shifted by the jitter (`jx`, `jy`), lit and with sensor noise, over the whole
    /// frame. Each row takes one draw of `random` as its start in the noise table and steps 3 entries a
    /// pixel (red, green, blue).
    func background(_ jx: Int, _ jy: Int, _ palette: Palette, _ random: inout SeededGenerator) {
        let width = settings.width, height = settings.height, stride = frame.bytesPerRow
        let (redShift, blueShift): (UInt32, UInt32) = frame.order == .rgba ? (0, 16) : (16, 0)
        backgroundTables.prepare(jx: jx, paper: palette.colours[0], ink: palette.colours[1])
        print.ink.withUnsafeBufferPointer { sheet in
            backgroundTables.noise.withUnsafeBufferPointer { noise in
                backgroundTables.sourceColumns.withUnsafeBufferPointer { columns in
                    backgroundTables.shades.withUnsafeBufferPointer { shades in
                        frame.pixels.withUnsafeMutableBytes { out in
                            guard let sheet = sheet.baseAddress, let noise = noise.baseAddress,
                                let columns = columns.baseAddress,
                                let shades = shades.baseAddress, let out = out.baseAddress
                            else { return }
                            for y in 0..<height {
                                let sheetRow = sheet + Swift.min(Swift.max(y - jy, 0), height - 1) &* width
                                let rowNoise = noise + Int(random.next() & 0xFFFF)
                                let row = out + y &* stride
                                for x in 0..<width {
                                    let shade = shades + Int(sheetRow[columns[x]]) &* 768
                                    let at = x &* 3
                                    let red = UInt32(shade[Int(rowNoise[at])])
                                    let green = UInt32(shade[256 &+ Int(rowNoise[at &+ 1])])
                                    let blue = UInt32(shade[512 &+ Int(rowNoise[at &+ 2])])
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
}
