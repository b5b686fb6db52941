/// What the hand-free reference frame says about the scene: per pixel the darkest luma within two
/// pixels (so small camera jitter cannot make printed lines look like shadow), the paper's level,
/// and paper sample points with their colours for noticing lighting changes.
/// `@unchecked Sendable`: its buffers are written without locks at calibration; safe because its one owner (a pipeline) uses it from one thread at a time.
final class ReferenceModel: @unchecked Sendable {
    let width: Int, height: Int
    /// Darkest reference luma within ±`radius` pixels, row by row.
    let darkest: Storage<UInt8>
    private let scratch: Storage<UInt8>, luma: Storage<UInt8>
    /// Paper sample positions (y × width + x) and their reference colours (r, g, b).
    let samplePositions: Storage<Int32>, sampleColours: Storage<UInt8>
    private(set) var sampleCount = 0
    /// The paper's luma (75th percentile of the reference).
    private(set) var paperLevel = 0
    /// Ratio histograms of the lighting check, one per channel (ratios × 128, 0…511).
    private let histogram = Storage<UInt16>(repeating: 0, count: 3 * 512)
    private let levels = Storage<Int>(repeating: 0, count: 256)
    /// Reference and frame may each be shaken by a pixel (two apart) without print looking like shadow.
    static let radius = 2
    static let sampleGrid = (columns: 32, rows: 24)

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        darkest = Storage(repeating: 0, count: width * height)
        scratch = Storage(repeating: 0, count: width * height)
        luma = Storage(repeating: 0, count: width * height)
        let samples = Self.sampleGrid.columns * Self.sampleGrid.rows
        samplePositions = Storage(repeating: 0, count: samples)
        sampleColours = Storage(repeating: 0, count: samples * 3)
    }

    /// The integer luma used throughout: (r + 2g + b + 2) / 4.
    @inline(__always) static func luma(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        (Int(r) + 2 * Int(g) + Int(b) + 2) >> 2
    }

    /// Whether `frame` can serve as a reference: on a grid of points, the brighter quarter is neither
    /// dark (luma < 40) nor blown out (half of the points saturated in every channel).
    func isUsable(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout) -> Bool {
        let (columns, rows) = Self.sampleGrid
        var bright = 0, saturated = 0
        for j in 0..<rows {
            for i in 0..<columns {
                let x = (2 * i + 1) * width / (2 * columns), y = (2 * j + 1) * height / (2 * rows)
                let p = frame + y * layout.bytesPerRow + x * 4
                if Self.luma(p[0], p[1], p[2]) >= 40 { bright += 1 }
                if p[0] >= 250, p[1] >= 250, p[2] >= 250 { saturated += 1 }
            }
        }
        return bright * 4 >= columns * rows && saturated * 2 < columns * rows
    }

    /// The paper's raw colour over `paperTarget` per channel: the white balance and exposure the
    /// classifier divides by, so that paper reads neutral grey at `paperTarget` whatever the light.
    private(set) var whiteBalance = ChannelGains.unit
    static let paperTarget = 220.0

    /// Takes `frame` as the new reference: finds clean paper at grid points, balances the classifier's
    /// corrections so that paper reads neutral, then keeps the corrected luma's local minimum.
    func capture(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, classifier: SkinClassifier) {
        classifier.setCorrections(.unit)
        fillLuma(frame, layout, classifier.corrections.pointer)
        chooseSamples(frame, layout)
        var sums = (0, 0, 0)
        for index in 0..<sampleCount {
            sums.0 += Int(sampleColours[3 * index])
            sums.1 += Int(sampleColours[3 * index + 1])
            sums.2 += Int(sampleColours[3 * index + 2])
        }
        if sampleCount >= 8, sums.0 > 0, sums.1 > 0, sums.2 > 0 {
            let n = Double(sampleCount) * Self.paperTarget
            whiteBalance = ChannelGains(red: Double(sums.0) / n, green: Double(sums.1) / n, blue: Double(sums.2) / n)
        } else {
            whiteBalance = .unit
        }
        classifier.setCorrections(whiteBalance)
        fillLuma(frame, layout, classifier.corrections.pointer)
        minimumFilter()
    }

    /// Corrected luma of every pixel, and the paper's level (its 75th percentile).
    private func fillLuma(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ corrections: UnsafePointer<UInt8>) {
        let red = layout.order.redOffset, blue = layout.order.blueOffset
        levels.fill(0, from: 0, count: 256)
        for y in 0..<height {
            let row = frame + y * layout.bytesPerRow
            for x in 0..<width {
                let p = row + x * 4
                let value = Self.luma(corrections[Int(p[red])], corrections[256 + Int(p[1])], corrections[512 + Int(p[blue])])
                luma[y * width + x] = UInt8(value)
                levels[value] += 1
            }
        }
        var seen = 0
        paperLevel = 255
        for level in 0..<256 {
            seen += levels[level]
            if seen * 4 >= width * height * 3 {
                paperLevel = level
                break
            }
        }
    }

    /// `darkest` = the luma's minimum over a (2r + 1)² square, separably.
    private func minimumFilter() {
        let r = Self.radius
        for y in 0..<height {
            for x in 0..<width {
                var low: UInt8 = 255
                for dx in Swift.max(x - r, 0)...Swift.min(x + r, width - 1) { low = Swift.min(low, luma[y * width + dx]) }
                scratch[y * width + x] = low
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                var low: UInt8 = 255
                for dy in Swift.max(y - r, 0)...Swift.min(y + r, height - 1) { low = Swift.min(low, scratch[dy * width + x]) }
                darkest[y * width + x] = low
            }
        }
    }

    /// Grid points on clean paper (no print within the filter's radius), with their raw colours.
    private func chooseSamples(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout) {
        sampleCount = 0
        let (columns, rows) = Self.sampleGrid, r = Self.radius
        for j in 0..<rows {
            for i in 0..<columns {
                let x = (2 * i + 1) * width / (2 * columns), y = (2 * j + 1) * height / (2 * rows)
                guard x >= r, y >= r, x + r < width, y + r < height, paperLevel > 16 else { continue }
                var low = 255
                for dy in -r...r { for dx in -r...r { low = Swift.min(low, Int(luma[(y + dy) * width + x + dx])) } }
                guard low * 4 >= paperLevel * 3 else { continue }
                let p = frame + y * layout.bytesPerRow + x * 4
                samplePositions[sampleCount] = Int32(y * width + x)
                sampleColours[3 * sampleCount] = p[layout.order.redOffset]
                sampleColours[3 * sampleCount + 1] = p[1]
                sampleColours[3 * sampleCount + 2] = p[layout.order.blueOffset]
                sampleCount += 1
            }
        }
    }

    /// The median ratio of `frame`'s raw colours to the reference's at the paper samples, per
    /// channel (the light's gains since the reference); `nil` with fewer than 8 usable samples.
    func lightGains(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout) -> ChannelGains? {
        guard sampleCount >= 8 else { return nil }
        histogram.fill(0, from: 0, count: 3 * 512)
        let red = layout.order.redOffset, blue = layout.order.blueOffset
        for index in 0..<sampleCount {
            let position = Int(samplePositions[index])
            let p = frame + (position / width) * layout.bytesPerRow + (position % width) * 4
            count(channel: 0, p[red], sampleColours[3 * index])
            count(channel: 1, p[1], sampleColours[3 * index + 1])
            count(channel: 2, p[blue], sampleColours[3 * index + 2])
        }
        return ChannelGains(red: median(0), green: median(1), blue: median(2))
    }

    @inline(__always) private func count(channel: Int, _ value: UInt8, _ reference: UInt8) {
        let ratio = reference > 0 ? Swift.min(Int(value) * 128 / Int(reference), 511) : 128
        histogram[channel * 512 + ratio] &+= 1
    }

    private func median(_ channel: Int) -> Double {
        var seen = 0
        for ratio in 0..<512 {
            seen += Int(histogram[channel * 512 + ratio])
            if seen * 2 >= sampleCount { return Double(ratio) / 128 }
        }
        return 1
    }
}

extension ReferenceModel {
    /// Marks in `mask` every reference pixel darker than half the paper's level (print and marks).
    func markDark(into mask: BitMask) {
        mask.clear()
        let threshold = paperLevel / 2
        for y in 0..<height {
            for x in 0..<width where Int(luma[y * width + x]) < threshold { mask[x, y] = true }
        }
    }
}
