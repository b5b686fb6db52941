/// Scratch for the blur passes: two interleaved RGB planes of the frame and the column sums (allocated at the
/// first blur, then reused).
struct OpticsBuffers {
    var planes: [[Int32]] = []
    /// One running sum per column and channel, for the vertical box pass.
    var columnSums: [Int32] = []
    let count: Int, rowLength: Int

    init(width: Int, height: Int) { (count, rowLength) = (3 * width * height, 3 * width) }

    /// Allocates the planes if they are not yet.
    mutating func prepare() {
        if planes.isEmpty { planes = [[Int32]](repeating: [Int32](repeating: 0, count: count), count: 2) }
        if columnSums.isEmpty { columnSums = [Int32](repeating: 0, count: rowLength) }
    }

    /// One box pass, plane 0 → plane 1, then the two swapped.
    mutating func box(radius: Int, horizontal: Bool, width: Int, height: Int) {
        planes.withUnsafeMutableBufferPointer { planes in
            planes[0].withUnsafeBufferPointer { input in
                planes[1].withUnsafeMutableBufferPointer { output in
                    if horizontal {
                        SceneRenderer.boxRows(input, output, width: width, height: height, radius: radius)
                    } else {
                        columnSums.withUnsafeMutableBufferPointer { sums in
                            SceneRenderer.boxColumns(input, output, sums, width: width, height: height, radius: radius)
                        }
                    }
                }
            }
            planes.swapAt(0, 1)
        }
    }
}

extension SceneRenderer {
    /// The frame's blur (defocus: three box passes each way, a close Gaussian; motion: one box along
    /// the rows), then its JPEG-like re-encoding.
    func applyOptics() {
        if let blur = conditions.blur {
            optics.prepare()
            loadPlane()
            switch blur {
            case .defocus(let sigma):
                let clean = sigma.isFinite ? Swift.min(Swift.max(sigma, 0), 8) : 0
                let radius = Int((((4 * clean * clean + 1).squareRoot() - 1) / 2).rounded())
                for _ in 0..<(radius > 0 ? 3 : 0) {
                    boxPass(radius: radius, horizontal: true)
                    boxPass(radius: radius, horizontal: false)
                }
            case .motion(let length):
                let clean = Swift.min(Swift.max(length, 1), 31)
                boxPass(radius: (clean - 1) / 2, horizontal: true)
            }
            storePlane()
        }
        if let quality = conditions.jpegQuality { reencode(quality: Swift.min(Swift.max(quality, 1), 100)) }
    }

    /// The frame's RGB into plane 0.
    private func loadPlane() {
        let width = settings.width, height = settings.height, stride = frame.bytesPerRow
        let (red, blue) = frame.order == .rgba ? (0, 2) : (2, 0)
        frame.pixels.withUnsafeBufferPointer { pixels in
            optics.planes[0].withUnsafeMutableBufferPointer { plane in
                for y in 0..<height {
                    for x in 0..<width {
                        let at = y * stride + x * 4, to = 3 * (y * width + x)
                        plane[to] = Int32(pixels[at + red])
                        plane[to + 1] = Int32(pixels[at + 1])
                        plane[to + 2] = Int32(pixels[at + blue])
                    }
                }
            }
        }
    }

    /// Plane 0 back into the frame, clamped.
    private func storePlane() {
        let width = settings.width, height = settings.height, stride = frame.bytesPerRow
        let (red, blue) = frame.order == .rgba ? (0, 2) : (2, 0)
        optics.planes[0].withUnsafeBufferPointer { plane in
            frame.pixels.withUnsafeMutableBufferPointer { pixels in
                for y in 0..<height {
                    for x in 0..<width {
                        let at = y * stride + x * 4, from = 3 * (y * width + x)
                        pixels[at + red] = Self.clamp(Int(plane[from]))
                        pixels[at + 1] = Self.clamp(Int(plane[from + 1]))
                        pixels[at + blue] = Self.clamp(Int(plane[from + 2]))
                    }
                }
            }
        }
    }

    /// A box of 2 × `radius` + 1 pixels along rows or columns, plane 0 → plane 1 → swapped back into
    /// plane 0; a running sum, edges repeated. Integer sums: the order of the passes' loops does not
    /// change a value (columns are summed a row at a time, all columns together, to read memory in order).
    private func boxPass(radius: Int, horizontal: Bool) {
        guard radius > 0 else { return }
        optics.box(radius: radius, horizontal: horizontal, width: settings.width, height: settings.height)
    }

    /// The box along each row, channel by channel.
    static func boxRows(
        _ input: UnsafeBufferPointer<Int32>, _ output: UnsafeMutableBufferPointer<Int32>, width: Int, height: Int,
        radius: Int
    ) {
        let size = Int32(2 * radius + 1), last = width - 1
        for line in 0..<height {
            let row = 3 * line * width
            for channel in 0..<3 {
                @inline(__always) func at(_ i: Int) -> Int { row + 3 * Swift.min(Swift.max(i, 0), last) + channel }
                var sum: Int32 = 0
                for i in -radius...radius { sum += input[at(i)] }
                for i in 0..<width {
                    output[row + 3 * i + channel] = (sum + size / 2) / size
                    sum += input[at(i + radius + 1)] - input[at(i - radius)]
                }
            }
        }
    }

    /// The box down each column: one running sum per column and channel, moved a row at a time.
    static func boxColumns(
        _ input: UnsafeBufferPointer<Int32>, _ output: UnsafeMutableBufferPointer<Int32>,
        _ sums: UnsafeMutableBufferPointer<Int32>, width: Int, height: Int, radius: Int
    ) {
        let size = Int32(2 * radius + 1), last = height - 1, rowLength = 3 * width
        @inline(__always) func row(_ i: Int) -> Int { rowLength * Swift.min(Swift.max(i, 0), last) }
        for c in 0..<rowLength { sums[c] = 0 }
        for i in -radius...radius {
            let from = row(i)
            for c in 0..<rowLength { sums[c] += input[from + c] }
        }
        for i in 0..<height {
            let to = rowLength * i, entering = row(i + radius + 1), leaving = row(i - radius)
            for c in 0..<rowLength {
                output[to + c] = (sums[c] + size / 2) / size
                sums[c] += input[entering + c] - input[leaving + c]
            }
        }
    }
}
