/// Scratch for the blur passes: two interleaved RGB planes of the frame (allocated at the first blur, then reused).
struct OpticsBuffers {
    var planes: [[Int32]] = []
    let count: Int

    init(width: Int, height: Int) { count = 3 * width * height }

    /// Allocates the planes if they are not yet.
    mutating func prepare() {
        if planes.isEmpty { planes = [[Int32]](repeating: [Int32](repeating: 0, count: count), count: 2) }
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
        let width = settings.width, stride = frame.bytesPerRow, (red, blue) = frame.order == .rgba ? (0, 2) : (2, 0)
        for y in 0..<settings.height {
            for x in 0..<width {
                let at = y * stride + x * 4, to = 3 * (y * width + x)
                optics.planes[0][to] = Int32(frame.pixels[at + red])
                optics.planes[0][to + 1] = Int32(frame.pixels[at + 1])
                optics.planes[0][to + 2] = Int32(frame.pixels[at + blue])
            }
        }
    }

    /// Plane 0 back into the frame, clamped.
    private func storePlane() {
        let width = settings.width, stride = frame.bytesPerRow, (red, blue) = frame.order == .rgba ? (0, 2) : (2, 0)
        for y in 0..<settings.height {
            for x in 0..<width {
                let at = y * stride + x * 4, from = 3 * (y * width + x)
                frame.pixels[at + red] = Self.clamp(Int(optics.planes[0][from]))
                frame.pixels[at + 1] = Self.clamp(Int(optics.planes[0][from + 1]))
                frame.pixels[at + blue] = Self.clamp(Int(optics.planes[0][from + 2]))
            }
        }
    }

    /// A box of 2 × `radius` + 1 pixels along rows or columns, plane 0 → plane 1 → swapped back into
    /// plane 0; a running sum, edges repeated.
    private func boxPass(radius: Int, horizontal: Bool) {
        guard radius > 0 else { return }
        let width = settings.width, height = settings.height
        let (lines, length) = horizontal ? (height, width) : (width, height)
        let size = Int32(2 * radius + 1)
        optics.planes.withUnsafeMutableBufferPointer { planes in
            planes[0].withUnsafeBufferPointer { input in
                planes[1].withUnsafeMutableBufferPointer { output in
                    for line in 0..<lines {
                        @inline(__always) func index(_ i: Int) -> Int {
                            let clamped = Swift.min(Swift.max(i, 0), length - 1)
                            return 3 * (horizontal ? line * width + clamped : clamped * width + line)
                        }
                        for channel in 0..<3 {
                            var sum: Int32 = 0
                            for i in -radius...radius { sum += input[index(i) + channel] }
                            for i in 0..<length {
                                output[index(i) + channel] = (sum + size / 2) / size
                                sum += input[index(i + radius + 1) + channel] - input[index(i - radius) + channel]
                            }
                        }
                    }
                }
            }
            planes.swapAt(0, 1)
        }
    }
}
