import TouchMapping

/// Capturing a reference, stage by stage into `work` from a copy of the frame: the luma with identity
/// corrections and the paper's samples and white balance, then the balanced luma and the paper's
/// level, its local minimum, the colour and where it reads as skin, and the paper's noise. Each row
/// stage runs over any band of rows, so the capture can be spread over frames (`advance`).
extension ReferenceModel {
    /// Takes `frame` as the new reference at once (calibration): every stage, then the reference is in
    /// use; `classifier` gets its white balance.
    func capture(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, classifier: SkinClassifier) {
        beginCapture(frame, layout, range: classifier.range, move: .identity)
        _ = advance(budget: .max)
        classifier.setCorrections(whiteBalance)
    }

    /// Copies `frame` (seen with the camera at `move`) and starts capturing a reference from it, in
    /// place of any update under way; `advance` runs the stages.
    func beginCapture(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, range: SkinRange, move: PlaneMove) {
        let rowBytes = 4 * width
        for y in 0..<height {
            (staged.pointer + y * rowBytes).update(from: frame + y * layout.bytesPerRow, count: rowBytes)
        }
        stagedLayout = try? FrameLayout(width: width, height: height, order: layout.order)
        if stagingClassifier.range != range { stagingClassifier.setRange(range) }
        stagingClassifier.setCorrections(.unit)
        levels.fill(0, from: 0, count: 256)
        work.move = move
        (job, stage, row) = (.capture, 0, 0)
    }

    /// Corrected luma (the staging classifier's corrections) of `rows` into `work`, counted in `levels`.
    func lumaRows(_ rows: Range<Int>) {
        guard let layout = stagedLayout else { return }
        let red = layout.order.redOffset, blue = layout.order.blueOffset
        let table = stagingClassifier.corrections.pointer, out = work.luma.pointer, frame = staged.pointer
        for y in rows {
            let row = frame + y * 4 * width
            for x in 0..<width {
                let p = row + x &* 4
                let value = Self.luma(table[Int(p[red])], table[256 &+ Int(p[1])], table[512 &+ Int(p[blue])])
                out[y &* width &+ x] = UInt8(value)
                levels[value] &+= 1
            }
        }
    }

    /// The paper's level (the `LightConfig.paperPercentile` of the luma counted in `levels`); `levels` is cleared.
    func takeLevel() {
        var seen = 0
        work.paperLevel = 255
        for level in 0..<256 {
            seen += levels[level]
            if seen * 100 >= width * height * lightConfig.paperPercentile {
                work.paperLevel = level
                break
            }
        }
        levels.fill(0, from: 0, count: 256)
    }

    /// After the identity-corrected luma: the paper's level, clean paper samples, the white balance, and
    /// the staging classifier's corrections set to it.
    func balance() {
        takeLevel()
        chooseSamples()
        chooseDarkSamples()
        var sums = (0, 0, 0)
        let colours = work.sampleColours
        for index in 0..<work.sampleCount {
            sums.0 += Int(colours[3 * index])
            sums.1 += Int(colours[3 * index + 1])
            sums.2 += Int(colours[3 * index + 2])
        }
        if work.sampleCount >= lightConfig.paperSamples, sums.0 > 0, sums.1 > 0, sums.2 > 0 {
            let n = Double(work.sampleCount) * lightConfig.paperTarget
            work.whiteBalance = ChannelGains(
                red: Double(sums.0) / n, green: Double(sums.1) / n, blue: Double(sums.2) / n)
        } else {
            work.whiteBalance = .unit
        }
        stagingClassifier.setCorrections(work.whiteBalance)
    }

    /// The luma's minimum over 2r + 1 columns, for `rows`, into `scratch`.
    func minimumRows(_ rows: Range<Int>) {
        let r = radius, luma = work.luma.pointer, out = scratch.pointer
        for y in rows {
            let row = luma + y * width
            for x in 0..<width {
                var low: UInt8 = 255
                for dx in Swift.max(x - r, 0)...Swift.min(x + r, width - 1) { low = Swift.min(low, row[dx]) }
                out[y * width + x] = low
            }
        }
    }

    /// `darkest` for `rows`: the row minima's minimum over 2r + 1 rows (every row's minima taken first).
    func minimumColumns(_ rows: Range<Int>) {
        let r = radius, rowMinima = scratch.pointer, out = work.darkest.pointer
        for y in rows {
            let low = Swift.max(y - r, 0), high = Swift.min(y + r, height - 1)
            for x in 0..<width {
                var least: UInt8 = 255
                for dy in low...high { least = Swift.min(least, rowMinima[dy * width + x]) }
                out[y * width + x] = least
            }
        }
    }

    /// The white-balanced colour of `rows`, and 1 in `scratch` where a pixel reads as skin.
    func colourRows(_ rows: Range<Int>) {
        guard let layout = stagedLayout else { return }
        let red = layout.order.redOffset, blue = layout.order.blueOffset, classifier = stagingClassifier
        let table = classifier.corrections.pointer, colour = work.colour.pointer, frame = staged.pointer
        for y in rows {
            let row = frame + y * 4 * width
            for x in 0..<width {
                let p = row + x &* 4, at = 3 &* (y &* width &+ x)
                colour[at] = table[Int(p[red])]
                colour[at &+ 1] = table[256 &+ Int(p[1])]
                colour[at &+ 2] = table[512 &+ Int(p[blue])]
                scratch[y &* width &+ x] = classifier.isSkin(p[red], p[1], p[blue]) ? 1 : 0
            }
        }
    }

    /// A skin-coloured desk reads as skin in patches, noise in specks: a pixel (two or more from the
    /// edge) whose 5 × 5 square is mostly skin (`SegmenterConfig.skinVote`, 13 of 25) gets 2 in `scratch`
    /// (every row's skin first).
    func voteRows(_ rows: Range<Int>) {
        guard width >= 5 else { return }
        let cells = scratch.pointer, sums = columnSums.pointer, vote = Int32(skinVote)
        for y in rows where y >= 2 && y < height - 2 {
            for x in 0..<width {
                var count: Int32 = 0
                for dy in -2...2 { count &+= Int32(cells[(y &+ dy) &* width &+ x] & 1) }
                sums[x] = count
            }
            var window = sums[0] &+ sums[1] &+ sums[2] &+ sums[3] &+ sums[4]
            for x in 2..<(width - 2) {
                if x > 2 { window = window &+ sums[x &+ 2] &- sums[x &- 3] }
                if window >= vote { cells[y &* width &+ x] |= 2 }
            }
        }
    }

    /// `skinLike` for `rows`: a pixel within two (across and down) of a voted pixel, so the patches'
    /// edges count too, the specks not (every row's vote first).
    func spreadRows(_ rows: Range<Int>) {
        let cells = scratch.pointer, sums = columnSums.pointer, mask = work.skinLike
        let words = mask.words.pointer, perRow = mask.wordsPerRow
        for y in rows {
            let low = Swift.max(y - 2, 0), high = Swift.min(y + 2, height - 1)
            for x in 0..<width {
                var voted: Int32 = 0
                for yy in low...high { voted |= Int32(cells[yy &* width &+ x] & 2) }
                sums[x] = voted
            }
            let out = words + y * perRow
            out.update(repeating: 0, count: perRow)
            var near = 0
            for x in 0..<Swift.min(2, width) where sums[x] != 0 { near += 1 }
            for x in 0..<width {
                if x + 2 < width, sums[x + 2] != 0 { near += 1 }
                if x >= 3, sums[x - 3] != 0 { near -= 1 }
                if near > 0 { out[x >> 6] |= UInt64(1) << UInt64(x & 63) }
            }
        }
    }

    /// σ from the paper samples: the mean absolute difference of horizontally neighbouring lumas is
    /// about 0.69 σ for independent noise per channel (luma = (r + 2g + b) / 4).
    func measureNoise() {
        guard work.sampleCount >= lightConfig.paperSamples else { return }
        var total = 0
        for index in 0..<work.sampleCount {
            let position = Int(work.samplePositions[index])
            total += abs(Int(work.luma[position]) - Int(work.luma[position + 1]))
        }
        work.noiseSigma = Double(total) / Double(work.sampleCount) / 0.69
    }

    /// Whether a pixel has a channel at or above the clip level.
    private func isClipped(_ p: UnsafePointer<UInt8>, _ layout: FrameLayout) -> Bool {
        let clip = lightConfig.clipLevel
        return Int(p[layout.order.redOffset]) >= clip || Int(p[1]) >= clip || Int(p[layout.order.blueOffset]) >= clip
    }

    /// Points of flat surfaces darker than `LightConfig.darkShare` of the paper (the marks' ink, a darker
    /// desk) and not black, with their raw colours: the second level the light's offset is read on. The
    /// grid (`darkGridStep` at 640 px wide) is walked in four interleaved passes of rows so that the
    /// samples kept (at most `darkCapacity`) spread over the frame.
    func chooseDarkSamples() {
        guard let layout = stagedLayout else { return }
        work.darkCount = 0
        let r = radius, step = FrameScale(width: width).pixels(lightConfig.darkGridStep)
        let ceiling = Int(lightConfig.darkShare * Double(work.paperLevel)), luma = work.luma.pointer
        let flat = lightConfig.darkFlatness, black = lightConfig.blackLuma
        for pass in 0..<4 {
            var y = r + pass * step
            while y + r < height {
                defer { y += 4 * step }
                var x = r
                while x + r < width, work.darkCount < Self.darkCapacity {
                    defer { x += step }
                    let centre = Int(luma[y * width + x])
                    guard centre < ceiling, centre >= black else { continue }
                    var low = 255, high = 0
                    for dy in -r...r {
                        for dx in -r...r {
                            let value = Int(luma[(y + dy) * width + x + dx])
                            (low, high) = (Swift.min(low, value), Swift.max(high, value))
                        }
                    }
                    guard high - low <= flat else { continue }
                    let p = staged.pointer + y * 4 * width + x * 4, count = work.darkCount
                    work.darkPositions[count] = Int32(y * width + x)
                    work.darkColours[3 * count] = p[layout.order.redOffset]
                    work.darkColours[3 * count + 1] = p[1]
                    work.darkColours[3 * count + 2] = p[layout.order.blueOffset]
                    work.darkCount += 1
                }
            }
        }
    }

    /// Grid points on clean paper (no print within the filter's radius), with their raw colours.
    private func chooseSamples() {
        guard let layout = stagedLayout else { return }
        work.sampleCount = 0
        let (columns, rows) = sampleGrid, r = radius, luma = work.luma, paperLevel = work.paperLevel
        let (black, clean) = (lightConfig.blackLuma, lightConfig.cleanPaper)
        for j in 0..<rows {
            for i in 0..<columns {
                let x = (2 * i + 1) * width / (2 * columns), y = (2 * j + 1) * height / (2 * rows)
                guard x >= r, y >= r, x + r < width, y + r < height, paperLevel > black else { continue }
                var low = 255
                for dy in -r...r { for dx in -r...r { low = Swift.min(low, Int(luma[(y + dy) * width + x + dx])) } }
                guard low * 100 >= paperLevel * clean else { continue }
                let p = staged.pointer + y * 4 * width + x * 4, count = work.sampleCount
                guard !isClipped(p, layout) else { continue }
                work.samplePositions[count] = Int32(y * width + x)
                work.sampleColours[3 * count] = p[layout.order.redOffset]
                work.sampleColours[3 * count + 1] = p[1]
                work.sampleColours[3 * count + 2] = p[layout.order.blueOffset]
                work.sampleCount += 1
            }
        }
    }
}
