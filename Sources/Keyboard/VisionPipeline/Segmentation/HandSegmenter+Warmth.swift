/// The hand's own warmth, learned on every frame from the hand itself: how much redder and less blue than
/// the desk its confidently found samples are (chromaticity, so the same in light and in shade). Skin in
/// shade, darker than any test of change allows, is then told from shadow by keeping most of that warmth
/// (`HandTest.warmer`); a shadow keeps the desk's chromaticity, and a shadow blurred into the hand's edge
/// takes only part of it.
extension HandSegmenter {
    /// The warmth that turns the test off (above any chromaticity's), in 1/1024.
    static let noWarmth = 4096

    /// Learns `warmth` from the voted samples of the last `sampledBox` in the top half of `box` (the finger
    /// and the back of the hand, not the sleeve): the median warmth of the samples that are hand without
    /// it — neither in shade (`SegmenterConfig.shadeQuarters`) nor clipped brighter, or skin by colour. Keeps
    /// the last warmth when fewer than `SegmenterConfig.warmSamples` samples are warm; skin in shade keeps
    /// `keptWarmth` percent of the median (at least `leastWarmth`), colour-only evidence `tintShare` percent.
    func learnWarmth(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, step: Int, box: PixelBox) {
        let top = box.minY / step, bottom = Swift.min((box.minY + box.maxY) / 2 / step, (layout.height - 1) / step)
        guard top <= bottom else { return }
        warmHistogram.fill(0, from: 0, count: Self.warmBins)
        let words = voted.words.pointer, stride = voted.wordsPerRow, test = self.test
        var count = 0
        for j in top...bottom {
            for index in 0..<stride {
                var word = words[j * stride + index]
                while word != 0 {
                    let i = index * 64 + word.trailingZeroBitCount
                    word &= word - 1
                    count += sampleWarmth(frame, layout, test, x: i * step + step / 2, y: j * step + step / 2)
                }
            }
        }
        guard count >= config.warmSamples else { return }
        var seen = 0
        for bin in 0..<Self.warmBins {
            seen += Int(warmHistogram[bin])
            guard seen * 2 >= count else { continue }
            let median = bin * Self.warmBinWidth + Self.warmBinWidth / 2
            warmth = Swift.max(config.leastWarmth, median * config.keptWarmth / 100)
            tint = median * config.tintShare / 100
            return
        }
    }

    /// Counts the warmth of the sample at (`x`, `y`) into `warmHistogram` when it is confidently hand and
    /// warmer than the desk; 1 when counted.
    private func sampleWarmth(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ test: HandTest, x: Int, y: Int)
        -> Int
    {
        guard x < layout.width, y < layout.height else { return 0 }
        let (red, green, blue) = test.corrected(frame, layout, x: x, y: y)
        let ref = test.colour + 3 * (y * test.width + x)
        let refRed = Int(ref[0]), refBlue = Int(ref[2]), sum = red + green + blue
        let refSum = refRed + Int(ref[1]) + refBlue + 1
        let lit = sum * 4 >= refSum * test.shade && sum <= refSum + test.brighter
        guard lit || test.isSkin(red, green, blue) else { return 0 }
        let redShift = red * refSum - refRed * sum, blueShift = refBlue * sum - blue * refSum
        guard redShift > 0, blueShift > 0, sum > 0 else { return 0 }
        let warmth = (redShift + blueShift) * 1024 / (sum * refSum)
        warmHistogram[Swift.min(warmth / Self.warmBinWidth, Self.warmBins - 1)] &+= 1
        return 1
    }

    /// Bins of the warmth histogram, and their width in 1/1024.
    static let warmBins = 128
    static let warmBinWidth = 8
}
