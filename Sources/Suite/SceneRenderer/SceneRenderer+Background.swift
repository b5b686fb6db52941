import TouchMapping

/// What the background pass looks up instead of computing per pixel: for each column the desk column it
/// shows when the camera is not rotated (clamped at the edges) and the run of columns that shows the desk
/// shifted by one offset; each channel's lit value for each desk value, in full light and in the hand's
/// shadow; and the sensor-noise table (the hand's paint reads it too), its start repeated after its end so
/// that a row's run of noise never wraps, also laid out for 4-byte pixels.
struct BackgroundTables {
    /// Desk column of each frame column (an unrotated camera).
    var sourceColumns: [Int]
    /// Frame columns `start..<end` show desk columns `offset` further on (the row's middle, away from
    /// the clamped edges).
    var run = (start: 0, end: 0, offset: 0)
    /// `lit[shade × 768 + channel × 256 + value]`: shade 0 full light, 1 in shadow; channel 0 red, 1 green, 2 blue.
    var lit = [Int32](repeating: 0, count: 2 * 3 * 256)
    /// Whether full light maps every desk value to itself (white light): the desk's bytes are then lit.
    var isWhite = false
    /// Full light's `lit` as 16-bit lanes of a pixel in the frame's byte order: `litLanes[channel × 256 +
    /// value]` holds the channel's lit value in its own lane, the other lanes 0; the value is clamped to
    /// −384…383, which a noise level (−128…127) cannot bring back into 0…255 from outside that range.
    var litLanes = [UInt64](repeating: 0, count: 3 * 256)
    /// For a turned or tilted camera, each column's terms of `SourceMap.index` (2 a column).
    var columnTerms: [Double]
    /// Entries of the noise table (indexed by 16 bits).
    static let noiseEntries = 65_536
    /// The noise levels (`Int8` bit patterns), then the first `3 × width + 3` of them again.
    var noise: [UInt8]
    /// `noise` laid out for 4-byte pixels in the frame's byte order (alpha 0), once for each row start
    /// modulo 3: pixel `k` of phase `p` holds entries `p + 3k`, `p + 3k + 1` and `p + 3k + 2` (red, green,
    /// blue), so a row starting at entry `s` reads pixels from `s / 3` on in phase `s % 3`.
    var pixelNoise: [Int8]
    /// Pixels in one phase of `pixelNoise`.
    let phasePixels: Int
    /// The bytes of red and of blue in a pixel.
    let redByte: Int, blueByte: Int

    init(width: Int, order: SceneChannelOrder) {
        sourceColumns = [Int](repeating: 0, count: width)
        columnTerms = [Double](repeating: 0, count: 2 * width)
        noise = [UInt8](repeating: 0, count: Self.noiseEntries + 3 * width + 3)
        phasePixels = Self.noiseEntries / 3 + width
        pixelNoise = [Int8](repeating: 0, count: 3 * 4 * phasePixels)
        (redByte, blueByte) = order == .rgba ? (0, 2) : (2, 0)
    }

    /// Refills the noise table with `level()` for each entry in turn, then repeats its start (in place).
    mutating func setNoise(_ level: () -> Int8) {
        for index in 0..<Self.noiseEntries { noise[index] = UInt8(bitPattern: level()) }
        for index in Self.noiseEntries..<noise.count { noise[index] = noise[index - Self.noiseEntries] }
        for phase in 0..<3 {
            for pixel in 0..<phasePixels {
                let from = phase + 3 * pixel, to = 4 * (phase * phasePixels + pixel)
                pixelNoise[to + redByte] = Int8(bitPattern: noise[from])
                pixelNoise[to + 1] = Int8(bitPattern: noise[from + 1])
                pixelNoise[to + blueByte] = Int8(bitPattern: noise[from + 2])
            }
        }
    }

    /// Fills the column and light tables for this frame (in place).
    mutating func prepare(dx: Double, light: (red: Double, green: Double, blue: Double), shadow: Double) {
        let width = sourceColumns.count
        for x in 0..<width {
            sourceColumns[x] = Swift.min(Swift.max(Int((Double(x) + 0.5 - dx).rounded(.down)), 0), width - 1)
        }
        let middle = width / 2, offset = sourceColumns[middle] - middle
        var start = middle, end = middle + 1
        while start > 0, sourceColumns[start - 1] == start - 1 + offset { start -= 1 }
        while end < width, sourceColumns[end] == end + offset { end += 1 }
        run = (start, end, offset)
        isWhite = true
        for channel in 0..<3 {
            let gain = channel == 0 ? light.red : channel == 1 ? light.green : light.blue
            let byte = channel == 0 ? redByte : channel == 1 ? 1 : blueByte
            for value in 0..<256 {
                lit[channel * 256 + value] = Int32(Double(value) * gain)
                lit[768 + channel * 256 + value] = Int32(Double(value) * gain * shadow)
                if lit[channel * 256 + value] != Int32(value) { isWhite = false }
                let lane = UInt16(bitPattern: Int16(Swift.min(Swift.max(lit[channel * 256 + value], -384), 383)))
                litLanes[channel * 256 + value] = UInt64(lane) << (16 * byte)
            }
        }
    }

    /// Fills `columnTerms` for `source` (a turned or tilted camera).
    mutating func prepareColumns(_ source: SourceMap) {
        for x in 0..<sourceColumns.count { (columnTerms[2 * x], columnTerms[2 * x + 1]) = source.columnTerms(x) }
    }
}

extension SceneRenderer {
    /// The desk seen through the camera at `move` (jitter included), lit and with sensor noise, over
    /// the whole frame. Each row takes one draw of `random` as its start in the noise table and steps
    /// 3 entries a pixel (red, green, blue). Returns whether the desk pixels came from `cameraMap`.
    @discardableResult
    func background(
        _ move: CameraPose, _ light: (red: Double, green: Double, blue: Double), _ random: inout SeededGenerator
    ) -> Bool {
        let height = settings.height, stride = frame.bytesPerRow
        backgroundTables.prepare(dx: move.dx, light: light, shadow: Self.shadowFactor)
        let source = SourceMap(move, tilt: tiltMap(move), width: settings.width, height: height)
        let mapped = source.isRotated && cameraMap.prepare(move, self)
        if source.isRotated, !mapped { backgroundTables.prepareColumns(source) }
        let tables = backgroundTables, map = cameraMap
        desk.withUnsafeBufferPointer { desk in
            tables.pixelNoise.withUnsafeBufferPointer { noise in
                frame.pixels.withUnsafeMutableBufferPointer { out in
                    tables.litLanes.withUnsafeBufferPointer { lanes in
                        guard let desk = desk.baseAddress, let noise = noise.baseAddress, let out = out.baseAddress,
                            let lanes = lanes.baseAddress
                        else { return }
                        for y in 0..<height {
                            let start = Int(random.next() & 0xFFFF)
                            let rowNoise = noise + 4 &* ((start % 3) &* tables.phasePixels &+ start / 3)
                            let row = BackgroundRow(desk: desk, noise: rowNoise, out: out + y &* stride, lanes: lanes)
                            if mapped {
                                map.desk.withUnsafeBufferPointer { mapDesk in
                                    guard let mapDesk = mapDesk.baseAddress else { return }
                                    mappedRow(row, mapDesk, map.rowStart(y, move), tables)
                                }
                            } else if source.isRotated {
                                rotatedRow(row, y, source, tables)
                            } else {
                                shiftedRow(row, source.row(y), tables)
                            }
                        }
                    }
                }
            }
        }
        return mapped
    }

    /// A row of an unrotated camera: desk row `deskRow` (its first pixel's index) through the column tables.
    private func shiftedRow(_ row: BackgroundRow, _ deskRow: Int, _ tables: BackgroundTables) {
        let run = tables.run, width = settings.width
        tables.sourceColumns.withUnsafeBufferPointer { columns in
            for x in 0..<run.start { row.pixel(x, deskRow &+ columns[x], tables) }
            if tables.isWhite {
                let from = 4 &* (deskRow &+ run.start &+ run.offset), to = 4 &* run.start
                BackgroundRow.addNoise(row.desk + from, row.noise + to, row.out + to, 4 &* (run.end &- run.start))
            } else {
                for x in run.start..<run.end { row.pixel(x, deskRow &+ x &+ run.offset, tables) }
            }
            for x in run.end..<width { row.pixel(x, deskRow &+ columns[x], tables) }
        }
    }

    /// A row of a turned or tilted camera read from `cameraMap`: its desk pixels side by side in the
    /// map's desk from entry `from` on.
    private func mappedRow(
        _ row: BackgroundRow, _ mapDesk: UnsafePointer<UInt8>, _ from: Int, _ tables: BackgroundTables
    ) {
        if tables.isWhite {
            BackgroundRow.addNoise(mapDesk + 4 &* from, row.noise, row.out, 4 &* settings.width)
        } else {
            let row = BackgroundRow(desk: mapDesk, noise: row.noise, out: row.out, lanes: row.lanes)
            for x in 0..<settings.width { row.pixel(x, from &+ x, tables) }
        }
    }

    /// A row of a turned or tilted camera: each pixel's desk pixel from its column's and the row's terms.
    private func rotatedRow(_ row: BackgroundRow, _ y: Int, _ source: SourceMap, _ tables: BackgroundTables) {
        let rowTerms = source.rowTerms(y)
        tables.columnTerms.withUnsafeBufferPointer { terms in
            for x in 0..<settings.width {
                let index = source.index((terms[2 &* x], terms[2 &* x &+ 1]), rowTerms)
                row.pixel(x, index, tables)
            }
        }
    }

    /// Desk pixel `index` (red, green, blue) lit in the hand's shadow.
    @inline(__always) func shadowedDesk(_ index: Int) -> (Int, Int, Int) {
        desk.withUnsafeBufferPointer { Self.shadowedDesk(index, backgroundTables, $0) }
    }

    /// Desk pixel `index` of `desk` lit in the hand's shadow by `tables`.
    @inline(__always) static func shadowedDesk(
        _ index: Int, _ tables: BackgroundTables, _ desk: UnsafeBufferPointer<UInt8>
    ) -> (
        Int, Int, Int
    ) {
        let at = 4 * index
        return (
            Int(tables.lit[768 + Int(desk[at + tables.redByte])]), Int(tables.lit[1_024 + Int(desk[at + 1])]),
            Int(tables.lit[1_280 + Int(desk[at + tables.blueByte])])
        )
    }
}

/// One row of the background pass: the desk (4 bytes a pixel in the frame's order), the row's noise
/// (pixel 0's first), the row's first output byte and the light's `BackgroundTables.litLanes`.
struct BackgroundRow {
    let desk: UnsafePointer<UInt8>, noise: UnsafePointer<Int8>, out: UnsafeMutablePointer<UInt8>
    let lanes: UnsafePointer<UInt64>

    /// Frame pixel `x` showing desk pixel `index`, lit and with noise.
    @inline(__always) func pixel(_ x: Int, _ index: Int, _ tables: BackgroundTables) {
        let from = desk + 4 &* index, noise = self.noise + 4 &* x, to = out + 4 &* x
        if tables.isWhite {
            Self.addPixelNoise(from, noise, to)
            return
        }
        // The three lit channels side by side in one word, alpha 255 beside them (its noise is 0).
        let red = tables.redByte, blue = tables.blueByte
        let word = lanes[Int(from[red])] | lanes[256 &+ Int(from[1])] | lanes[512 &+ Int(from[blue])] | 255 << 48
        let levels = SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(noise).loadUnaligned(as: SIMD4<Int8>.self))
        Self.storeClamped(unsafeBitCast(word.littleEndian, to: SIMD4<Int16>.self) &+ levels, to)
    }

    /// `count` bytes of the desk plus noise, each clamped to 0…255 (an alpha byte: 255 plus 0).
    @inline(__always) static func addNoise(
        _ desk: UnsafePointer<UInt8>, _ noise: UnsafePointer<Int8>, _ out: UnsafeMutablePointer<UInt8>, _ count: Int
    ) {
        for i in 0..<count {
            out[i] = UInt8(truncatingIfNeeded: Swift.min(Swift.max(Int16(desk[i]) &+ Int16(noise[i]), 0), 255))
        }
    }

    /// `addNoise(desk, noise, out, 4)` for one pixel, its 4 bytes side by side.
    @inline(__always) static func addPixelNoise(
        _ desk: UnsafePointer<UInt8>, _ noise: UnsafePointer<Int8>, _ out: UnsafeMutablePointer<UInt8>
    ) {
        let bytes = SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(desk).loadUnaligned(as: SIMD4<UInt8>.self))
        let levels = SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(noise).loadUnaligned(as: SIMD4<Int8>.self))
        storeClamped(bytes &+ levels, out)
    }

    /// Stores the 4 lanes of `sum`, each clamped to 0…255, as 4 bytes at `out`.
    @inline(__always) static func storeClamped(_ sum: SIMD4<Int16>, _ out: UnsafeMutablePointer<UInt8>) {
        let low = sum.replacing(with: 0, where: sum .< 0), clamped = low.replacing(with: 255, where: low .> 255)
        UnsafeMutableRawPointer(out).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: clamped), as: SIMD4<UInt8>.self)
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
    @inline(__always) func index(_ x: Int, _ y: Int) -> Int { index(columnTerms(x), rowTerms(y)) }

    /// The terms of `index` that depend on the column alone: cx + cos·u and cy − sin·u, where u is the
    /// column's offset from the centre with the shift undone.
    @inline(__always) func columnTerms(_ x: Int) -> (Double, Double) {
        let cx = Double(width) / 2, cy = Double(height) / 2
        let u = Double(x) + 0.5 - cx - dx
        return (cx + cosine * u, cy - sine * u)
    }

    /// The terms of `index` that depend on the row alone: sin·v and cos·v, v as u for the row.
    @inline(__always) func rowTerms(_ y: Int) -> (Double, Double) {
        let v = Double(y) + 0.5 - Double(height) / 2 - dy
        return (sine * v, cosine * v)
    }

    /// The desk pixel index from a column's and a row's terms: the turned point (cx + cos·u + sin·v,
    /// cy − sin·u + cos·v), the tilt undone, clamped to one pixel beyond the desk, its pixel clamped to
    /// the desk (truncation, not floor: the two differ only between −1 and 0, which both clamp to 0).
    @inline(__always) func index(_ column: (Double, Double), _ row: (Double, Double)) -> Int {
        var px = column.0 + row.0, py = column.1 + row.1
        if let untilt {
            let p = untilt.project(Point(x: px, y: py))
            (px, py) = p.x.isFinite && p.y.isFinite ? (p.x, p.y) : (-1, -1)
        }
        let sx = Int(Swift.min(Swift.max(px, -1), Double(width)))
        let sy = Int(Swift.min(Swift.max(py, -1), Double(height)))
        return Swift.min(Swift.max(sy, 0), height - 1) &* width &+ Swift.min(Swift.max(sx, 0), width - 1)
    }
}
