/// The hand against the calibrated reference of the empty desk (`HandTest`): what changed as no shadow
/// can — another chromaticity, or brighter — is hand, and where the desk is not skin-coloured so is what
/// is skin by colour; a skin-coloured table (wood) never reads as hand by colour. Shadow keeps the
/// reference's chromaticity and only darkens it. Both sides are white-balanced and corrected for the
/// light with the classifier's tables; thresholds follow the noise measured on the reference's paper.
/// Not `Sendable`: it reads its pipeline's buffers without locks; its one owner (a pipeline) uses it
/// from one thread at a time.
final class HandSegmenter {
    let classifier: SkinClassifier
    let reference: ReferenceModel
    /// A chromaticity change beyond `chroma` (summed over the channels, at the reference's brightness)
    /// and a brightening beyond `brighter` (summed levels) are hand.
    private(set) var chroma: Int, brighter: Int
    /// The coarse scan's samples (bit (i, j) is the sample of column i and row j of the coarse grid), and their vote.
    let coarse: BitMask, voted: BitMask
    /// The warmth skin in shade keeps (`HandTest.warmer`, in 1/1024 of chromaticity), learned from the hand
    /// (`learnWarmth`); `noWarmth` until a hand was seen.
    var warmth = HandSegmenter.noWarmth
    /// The least warmth of colour-only evidence (`HandTest.tint`) where chroma is coarse: half the hand's
    /// median warmth, learned with `warmth`; 0 until a hand was seen.
    var tint = 0
    /// Whether the reference's chroma is coarser than its luma (`chromaIsCoarse`): then colour-only
    /// evidence must keep `tint`.
    private(set) var coarseChroma = false
    /// Whether that chroma was quantised in a codec's blocks (`chromaFollowsBlocks`): JPEG, not optics'
    /// blur or a noiseless camera.
    private(set) var codecChroma = false
    /// The warmth histogram of `learnWarmth`.
    let warmHistogram = Storage<UInt16>(repeating: 0, count: HandSegmenter.warmBins)
    /// The brightness of a shadow (1/256 of the reference) where chroma is coarse, followed on hovering
    /// fingers' shadows (`learnShadow`); 0 until one was seen.
    var shadowLevel = 0, shadowSamples = 0
    /// Each column's brightness of the finger's body (`addingLostSide`).
    let levels = Storage<Int>(repeating: 0, count: HandSegmenter.levelColumns)
    /// The widest finger body whose columns `addingLostSide` follows.
    static let levelColumns = 256

    /// Finding the finger's cap where chroma is coarse.
    let cap: FingerCapConfig
    /// The change that is hand, and the hand's warmth.
    let config: SegmenterConfig

    init(
        classifier: SkinClassifier, reference: ReferenceModel, cap: FingerCapConfig = FingerCapConfig(),
        config: SegmenterConfig = SegmenterConfig()
    ) {
        self.classifier = classifier
        self.cap = cap
        self.config = config
        (chroma, brighter) = (config.leastChroma, config.leastBrighter)
        self.reference = reference
        coarse = BitMask(width: reference.width, height: reference.height)
        voted = BitMask(width: reference.width, height: reference.height)
    }

    /// Thresholds for the reference's noise: `SegmenterConfig.chromaNoise` σ of chromaticity change and
    /// `brighterNoise` σ of brightening, never under their least.
    func followNoise() {
        let sigma = reference.noiseSigma.isFinite ? Swift.min(Swift.max(reference.noiseSigma, 0), 40) : 3
        chroma = Swift.max(config.leastChroma, Int((config.chromaNoise * sigma).rounded()))
        brighter = Swift.max(config.leastBrighter, Int((config.brighterNoise * sigma).rounded()))
        coarseChroma = Self.chromaIsCoarse(reference)
        codecChroma = coarseChroma && Self.chromaFollowsBlocks(reference, edgeContrast: config.chromaEdgeContrast)
    }

    /// Whether the reference's chroma is coarser than its luma: on its paper samples, neighbouring pixels
    /// differ in luma (noise, the paper's grain) but hardly in chromaticity — as after JPEG's subsampled,
    /// heavily quantised chroma, where a sensor's noise differs per channel and pixel.
    static func chromaIsCoarse(_ reference: ReferenceModel) -> Bool {
        guard reference.sampleCount >= reference.lightConfig.paperSamples else { return false }
        let luma = reference.luma.pointer, colour = reference.colour.pointer
        var lumaSteps = 0, chromaSteps = 0
        for index in 0..<reference.sampleCount {
            let position = Int(reference.samplePositions[index])
            guard position + 1 < reference.width * reference.height else { continue }
            lumaSteps += abs(Int(luma[position]) - Int(luma[position + 1]))
            chromaSteps += chromaStep(colour, from: position)
        }
        // Luma steps of a quarter level on average at least (a flat, noiseless frame says nothing), and
        // fewer chromaticity steps (red − green and blue − green together) than luma steps: independent
        // noise per channel gives about four times as many; the white balance's rounding alone, half.
        return lumaSteps * 4 >= reference.sampleCount && chromaSteps < lumaSteps
    }

    /// The test for this frame's pass, on the current corrections and reference.
    var test: HandTest {
        HandTest(
            corrections: classifier.corrections.pointer, saturationValue: classifier.saturationValue.pointer,
            hues: classifier.hues.pointer, hueDivisors: classifier.hueDivisors.pointer,
            skinLike: reference.skinLike.words.pointer, skinLikeStride: reference.skinLike.wordsPerRow,
            colour: reference.colour.pointer, width: reference.width, height: reference.height,
            chroma: chroma, brighter: brighter, shade: config.shadeQuarters, warmth: warmth,
            tint: coarseChroma ? tint : 0,
            clipLevel: reference.lightConfig.clipLevel)
    }

    /// Classifies the pixels of `columns` × `rows` into `mask` (OR-ing bits; clear the rows first).
    func classify(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, columns: Range<Int>, rows: Range<Int>, into mask: BitMask
    ) {
        let words = mask.words.pointer, test = self.test, stride = layout.bytesPerRow, wordsPerRow = mask.wordsPerRow
        for y in rows {
            let row = frame + y &* stride, maskRow = words + y &* wordsPerRow
            var x = columns.lowerBound
            while x < columns.upperBound {
                let end = Swift.min((x | 63) &+ 1, columns.upperBound)
                let bits = test.handBits(row, layout.order, x: x, step: 1, count: end &- x, y: y)
                maskRow[x &>> 6] |= bits &<< UInt64(x & 63)
                x = end
            }
        }
    }
}
