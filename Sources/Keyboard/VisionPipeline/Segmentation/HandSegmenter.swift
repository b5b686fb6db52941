/// The hand against the calibrated reference of the empty desk (`HandTest`): what changed as no shadow
/// can — another chromaticity, or brighter — is hand, and where the desk is not skin-coloured so is what
/// is skin by colour; a skin-coloured table (wood) never reads as hand by colour. Shadow keeps the
/// reference's chromaticity and only darkens it. Both sides are white-balanced and corrected for the
/// light with the classifier's tables; thresholds follow the noise measured on the reference's paper.
/// `@unchecked Sendable`: it reads its pipeline's buffers without locks; safe because its one owner (a pipeline) uses it
/// from one thread at a time.
final class HandSegmenter: @unchecked Sendable {
    let classifier: SkinClassifier
    let reference: ReferenceModel
    /// A chromaticity change beyond `chroma` (summed over the channels, at the reference's brightness)
    /// and a brightening beyond `brighter` (summed levels) are hand.
    private(set) var chroma = 12, brighter = 30
    /// The coarse scan's samples (bit (i, j) is the sample of column i and row j of the coarse grid), and their vote.
    let coarse: BitMask, voted: BitMask
    /// The warmth skin in shade keeps (`HandTest.warmer`, in 1/1024 of chromaticity), learned from the hand
    /// (`learnWarmth`); `noWarmth` until a hand was seen.
    var warmth = HandSegmenter.noWarmth
    /// The warmth histogram of `learnWarmth`.
    let warmHistogram = Storage<UInt16>(repeating: 0, count: HandSegmenter.warmBins)

    init(classifier: SkinClassifier, reference: ReferenceModel) {
        self.classifier = classifier
        self.reference = reference
        coarse = BitMask(width: reference.width, height: reference.height)
        voted = BitMask(width: reference.width, height: reference.height)
    }

    /// Thresholds for the reference's noise: 4 σ of chromaticity change (the 3 × 3 vote removes the
    /// specks noise still makes) and 9 σ of brightening.
    func followNoise() {
        let sigma = reference.noiseSigma.isFinite ? Swift.min(Swift.max(reference.noiseSigma, 0), 40) : 3
        chroma = Swift.max(12, Int((4 * sigma).rounded()))
        brighter = Swift.max(30, Int((9 * sigma).rounded()))
    }

    /// The test for this frame's pass, on the current corrections and reference.
    var test: HandTest {
        HandTest(
            corrections: classifier.corrections.pointer, saturationValue: classifier.saturationValue.pointer,
            hues: classifier.hues.pointer, hueDivisors: classifier.hueDivisors.pointer,
            skinLike: reference.skinLike.words.pointer, skinLikeStride: reference.skinLike.wordsPerRow,
            colour: reference.colour.pointer, width: reference.width, height: reference.height,
            chroma: chroma, brighter: brighter, warmth: warmth)
    }

    /// Classifies the pixels of `columns` × `rows` into `mask` (OR-ing bits; clear the rows first).
    func classify(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, columns: Range<Int>, rows: Range<Int>, into mask: BitMask
    ) {
        let red = layout.order.redOffset, blue = layout.order.blueOffset, words = mask.words.pointer
        let test = self.test, stride = layout.bytesPerRow, wordsPerRow = mask.wordsPerRow
        for y in rows {
            let row = frame + y &* stride, maskRow = words + y &* wordsPerRow
            var x = columns.lowerBound
            while x < columns.upperBound {
                let end = Swift.min((x | 63) &+ 1, columns.upperBound)
                var bits: UInt64 = 0
                for column in x..<end {
                    let pixel = row + column &* 4
                    if test.isHand(pixel[red], pixel[1], pixel[blue], x: column, y: y) {
                        bits |= 1 &<< UInt64(column & 63)
                    }
                }
                maskRow[x &>> 6] |= bits
                x = end
            }
        }
    }
}
