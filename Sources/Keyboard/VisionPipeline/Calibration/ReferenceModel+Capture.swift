/// Capturing a reference: the paper's samples and white balance, the luma and its local minimum.
extension ReferenceModel {
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
        fillColour(frame, layout, classifier)
        measureNoise()
    }

    /// The white-balanced colour of every pixel, and where it reads as skin.
    private func fillColour(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ classifier: SkinClassifier) {
        let red = layout.order.redOffset, blue = layout.order.blueOffset, table = classifier.corrections.pointer
        skinLike.clear()
        scratch.fill(0, from: 0, count: width * height)
        for y in 0..<height {
            let row = frame + y * layout.bytesPerRow
            for x in 0..<width {
                let p = row + x * 4, at = 3 * (y * width + x)
                (colour[at], colour[at + 1], colour[at + 2]) = (
                    table[Int(p[red])], table[256 + Int(p[1])], table[512 + Int(p[blue])]
                )
                if classifier.isSkin(p[red], p[1], p[blue]) { scratch[y * width + x] = 1 }
            }
        }
        // A skin-coloured desk reads as skin in patches, noise in specks: a pixel whose 5 × 5 square is
        // mostly skin marks that square (so the patches' edges count too, the specks not).
        for y in 2..<Swift.max(height - 2, 2) {
            for x in 2..<Swift.max(width - 2, 2) {
                var skin = 0
                for dy in -2...2 { for dx in -2...2 { skin += Int(scratch[(y + dy) * width + x + dx] & 1) } }
                if skin >= 13 { scratch[y * width + x] |= 2 }
            }
        }
        for y in 0..<height {
            for x in 0..<width where scratch[y * width + x] & 2 != 0 {
                for dy in Swift.max(y - 2, 0)...Swift.min(y + 2, height - 1) {
                    for dx in Swift.max(x - 2, 0)...Swift.min(x + 2, width - 1) { skinLike[dx, dy] = true }
                }
            }
        }
    }

    /// σ from the paper samples: the mean absolute difference of horizontally neighbouring lumas is
    /// about 0.69 σ for independent noise per channel (luma = (r + 2g + b) / 4).
    private func measureNoise() {
        guard sampleCount >= 8 else { return }
        var total = 0
        for index in 0..<sampleCount {
            let position = Int(samplePositions[index])
            total += abs(Int(luma[position]) - Int(luma[position + 1]))
        }
        noiseSigma = Double(total) / Double(sampleCount) / 0.69
    }

    /// Corrected luma of every pixel, and the paper's level (its 75th percentile).
    private func fillLuma(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ corrections: UnsafePointer<UInt8>) {
        let red = layout.order.redOffset, blue = layout.order.blueOffset
        levels.fill(0, from: 0, count: 256)
        for y in 0..<height {
            let row = frame + y * layout.bytesPerRow
            for x in 0..<width {
                let p = row + x * 4
                let value = Self.luma(
                    corrections[Int(p[red])], corrections[256 + Int(p[1])], corrections[512 + Int(p[blue])])
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
                for dx in Swift.max(x - r, 0)...Swift.min(x + r, width - 1) {
                    low = Swift.min(low, luma[y * width + dx])
                }
                scratch[y * width + x] = low
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                var low: UInt8 = 255
                for dy in Swift.max(y - r, 0)...Swift.min(y + r, height - 1) {
                    low = Swift.min(low, scratch[dy * width + x])
                }
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
}
