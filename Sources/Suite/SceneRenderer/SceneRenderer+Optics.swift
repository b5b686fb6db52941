/// Scratch for the blur passes: two interleaved RGB planes of the frame (16 bits a value: every pass
/// writes means of bytes) and the column sums (allocated at the first blur, then reused).
struct OpticsBuffers {
    var planes: [[UInt16]] = []
    /// One running sum per column and channel, for the vertical box pass.
    var columnSums: [Int32] = []
    let count: Int, rowLength: Int

    init(width: Int, height: Int) { (count, rowLength) = (3 * width * height, 3 * width) }

    /// Allocates the planes if they are not yet.
    mutating func prepare() {
        if planes.isEmpty { planes = [[UInt16]](repeating: [UInt16](repeating: 0, count: count), count: 2) }
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
                guard let pixels = pixels.baseAddress, let plane = plane.baseAddress else { return }
                for y in 0..<height {
                    let from = pixels + y &* stride, to = plane + 3 &* y &* width
                    for x in 0..<width {
                        let pixel = from + 4 &* x, value = to + 3 &* x
                        (value[0], value[1], value[2]) = (UInt16(pixel[red]), UInt16(pixel[1]), UInt16(pixel[blue]))
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
                guard let pixels = pixels.baseAddress, let plane = plane.baseAddress else { return }
                for y in 0..<height {
                    let from = plane + 3 &* y &* width, to = pixels + y &* stride
                    for x in 0..<width {
                        let value = from + 3 &* x, pixel = to + 4 &* x
                        pixel[red] = UInt8(truncatingIfNeeded: Swift.min(value[0], 255))
                        pixel[1] = UInt8(truncatingIfNeeded: Swift.min(value[1], 255))
                        pixel[blue] = UInt8(truncatingIfNeeded: Swift.min(value[2], 255))
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

    /// The box along each row: away from the row's ends, 8 values (of the 3 interleaved channels) at a
    /// time, each the sum of its 2 × `radius` + 1 neighbours of the same channel (at most 63 × 255, so
    /// 16 bits hold it); near the ends, value by value with the indices clamped.
    static func boxRows(
        _ input: UnsafeBufferPointer<UInt16>, _ output: UnsafeMutableBufferPointer<UInt16>, width: Int, height: Int,
        radius: Int
    ) {
        guard let from = input.baseAddress, let to = output.baseAddress else { return }
        let divider = BoxDivider(size: 2 * radius + 1), last = width - 1
        let start = Swift.min(radius, width), end = Swift.max(width - radius, start)
        for line in 0..<height {
            let row = 3 &* line &* width
            @inline(__always) func clamped(_ i: Int, _ channel: Int) {
                var sum: Int32 = 0
                for k in -radius...radius {
                    sum &+= Int32(from[row &+ 3 &* Swift.min(Swift.max(i &+ k, 0), last) &+ channel])
                }
                to[row &+ 3 &* i &+ channel] = divider.mean(sum)
            }
            for i in 0..<start { for channel in 0..<3 { clamped(i, channel) } }
            for i in end..<width { for channel in 0..<3 { clamped(i, channel) } }
            var j = row &+ 3 &* start
            let stop = row &+ 3 &* end
            while j &+ 8 <= stop {
                var sum = SIMD8<UInt16>()
                for k in -radius...radius {
                    sum &+= UnsafeRawPointer(from + (j &+ 3 &* k)).loadUnaligned(as: SIMD8<UInt16>.self)
                }
                UnsafeMutableRawPointer(to + j).storeBytes(of: divider.means(sum), as: SIMD8<UInt16>.self)
                j &+= 8
            }
            while j < stop {
                var sum: Int32 = 0
                for k in -radius...radius { sum &+= Int32(from[j &+ 3 &* k]) }
                to[j] = divider.mean(sum)
                j &+= 1
            }
        }
    }

    /// The box down each column: one running sum per column and channel, moved a row at a time.
    static func boxColumns(
        _ input: UnsafeBufferPointer<UInt16>, _ output: UnsafeMutableBufferPointer<UInt16>,
        _ sums: UnsafeMutableBufferPointer<Int32>, width: Int, height: Int, radius: Int
    ) {
        let divider = BoxDivider(size: 2 * radius + 1), last = height - 1, rowLength = 3 * width
        @inline(__always) func row(_ i: Int) -> Int { rowLength * Swift.min(Swift.max(i, 0), last) }
        for c in 0..<rowLength { sums[c] = 0 }
        for i in -radius...radius {
            let from = row(i)
            for c in 0..<rowLength { sums[c] &+= Int32(input[from &+ c]) }
        }
        for i in 0..<height {
            let to = rowLength * i, entering = row(i + radius + 1), leaving = row(i - radius)
            for c in 0..<rowLength {
                output[to &+ c] = divider.mean(sums[c])
                sums[c] &+= Int32(input[entering &+ c]) &- Int32(input[leaving &+ c])
            }
        }
    }
}

/// The rounded mean of a box of `size` byte values, (sum + size / 2) / size, as a multiply and a shift:
/// with l = ⌈log2 size⌉ and m = ⌈2^(14 + l) / size⌉, ⌊n · m / 2^(14 + l)⌋ = ⌊n / size⌋ for every n below
/// 2^14 (Granlund and Montgomery), which covers 255 × size + size / 2 for sizes up to 63.
struct BoxDivider {
    let half: UInt32, multiplier: UInt32, shift: UInt32

    init(size: Int) {
        let clean = Swift.min(Swift.max(size, 1), 63)
        var l = 0
        while 1 << l < clean { l += 1 }
        let shift = 14 + l
        (half, multiplier, self.shift) = (UInt32(clean / 2), UInt32(((1 << shift) + clean - 1) / clean), UInt32(shift))
    }

    /// (sum + size / 2) / size for a sum of `size` values in 0…255.
    @inline(__always) func rounded(_ sum: Int32) -> Int32 {
        Int32(truncatingIfNeeded: ((UInt32(truncatingIfNeeded: sum) &+ half) &* multiplier) >> shift)
    }

    /// The rounded mean as a plane value.
    @inline(__always) func mean(_ sum: Int32) -> UInt16 { UInt16(truncatingIfNeeded: rounded(sum)) }

    /// `mean(_:)` of 8 sums at once.
    @inline(__always) func means(_ sums: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let wide = ((SIMD8<UInt32>(truncatingIfNeeded: sums) &+ half) &* multiplier) &>> shift
        return SIMD8<UInt16>(truncatingIfNeeded: wide)
    }
}
