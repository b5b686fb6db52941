/// The hand against the calibrated reference of the empty desk: where the desk is not skin-coloured, a
/// pixel is hand when its colour is skin (HSV, as OpenCV); where the desk is (a wooden table), when it
/// differs from the reference in a way a shadow cannot — another chromaticity, or brighter — so a
/// skin-coloured table never reads as hand by colour. Shadow keeps the reference's chromaticity and
/// only darkens it. Both sides are white-balanced and corrected for the
/// light with the classifier's tables; thresholds follow the noise measured on the reference's paper.
/// `@unchecked Sendable`: it reads its pipeline's buffers without locks; safe because its one owner (a pipeline) uses it
/// from one thread at a time.
final class HandSegmenter: @unchecked Sendable {
    let classifier: SkinClassifier
    let reference: ReferenceModel
    /// A chromaticity change beyond `chroma` (summed over the channels, at the reference's brightness)
    /// and a brightening beyond `brighter` (summed levels) are hand.
    private(set) var chroma = 18, brighter = 30

    init(classifier: SkinClassifier, reference: ReferenceModel) {
        self.classifier = classifier
        self.reference = reference
    }

    /// Thresholds for the reference's noise: well above what noise alone reaches.
    func followNoise() {
        let sigma = reference.noiseSigma.isFinite ? Swift.min(Swift.max(reference.noiseSigma, 0), 40) : 3
        chroma = Swift.max(18, Int((5 * sigma).rounded()))
        brighter = Swift.max(30, Int((9 * sigma).rounded()))
    }

    /// Whether the pixel (`x`, `y`) with raw channels `r`, `g`, `b` is hand: skin by colour where the
    /// reference is not skin-coloured; where it is (a wooden table), changed against the reference
    /// there and at the reference pixels one and two away across and down (the camera's jitter moves
    /// the desk by up to two pixels between reference and frame).
    @inline(__always) func isHand(_ r: UInt8, _ g: UInt8, _ b: UInt8, x: Int, y: Int) -> Bool {
        let skinLike = reference.skinLike
        let word = skinLike.words.pointer[y &* skinLike.wordsPerRow &+ x &>> 6]
        guard word &>> UInt64(x & 63) & 1 == 1 else { return classifier.isSkin(r, g, b) }
        let table = classifier.corrections.pointer, width = reference.width, height = reference.height
        let red = Int(table[Int(r)]), green = Int(table[256 &+ Int(g)]), blue = Int(table[512 &+ Int(b)])
        let index = y &* width &+ x
        guard changed(red, green, blue, index) else { return false }
        guard x >= 2, y >= 2, x < width &- 2, y < height &- 2 else { return true }
        let across = 2 &* width
        return changed(red, green, blue, index &+ 1) && changed(red, green, blue, index &- 1)
            && changed(red, green, blue, index &+ 2) && changed(red, green, blue, index &- 2)
            && changed(red, green, blue, index &+ width) && changed(red, green, blue, index &- width)
            && changed(red, green, blue, index &+ across) && changed(red, green, blue, index &- across)
    }

    /// Whether corrected (`red`, `green`, `blue`) differs from reference pixel `index` as no shadow can:
    /// brighter, or of another chromaticity.
    @inline(__always) private func changed(_ red: Int, _ green: Int, _ blue: Int, _ index: Int) -> Bool {
        let ref = reference.colour.pointer + 3 &* index
        let refRed = Int(ref[0]), refGreen = Int(ref[1]), refBlue = Int(ref[2])
        let sum = red &+ green &+ blue, refSum = refRed &+ refGreen &+ refBlue &+ 1
        if sum > refSum &+ brighter { return true }
        let change =
            abs(red &* refSum &- refRed &* sum) &+ abs(green &* refSum &- refGreen &* sum)
            &+ abs(blue &* refSum &- refBlue &* sum)
        return change > chroma &* refSum
    }

    /// Classifies the pixels of `columns` × `rows` into `mask` (OR-ing bits; clear the rows first).
    func classify(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, columns: Range<Int>, rows: Range<Int>, into mask: BitMask
    ) {
        let red = layout.order.redOffset, blue = layout.order.blueOffset, words = mask.words.pointer
        for y in rows {
            let row = frame + y * layout.bytesPerRow, maskRow = words + y * mask.wordsPerRow
            var x = columns.lowerBound
            while x < columns.upperBound {
                let end = Swift.min((x | 63) + 1, columns.upperBound)
                var bits: UInt64 = 0
                for column in x..<end {
                    let pixel = row + column &* 4
                    if isHand(pixel[red], pixel[1], pixel[blue], x: column, y: y) { bits |= 1 << UInt64(column & 63) }
                }
                maskRow[x >> 6] |= bits
                x = end
            }
        }
    }

    /// The bounding box of hand among every `step`-th pixel of every `step`-th row; `nil` when fewer
    /// than `minimum` samples were hand.
    func sampledBox(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, step: Int, minimum: Int) -> PixelBox? {
        let red = layout.order.redOffset, blue = layout.order.blueOffset
        var box = PixelBox.empty, hits = 0
        var y = step / 2
        while y < layout.height {
            let row = frame + y * layout.bytesPerRow
            var x = step / 2
            while x < layout.width {
                let pixel = row + x * 4
                if isHand(pixel[red], pixel[1], pixel[blue], x: x, y: y) {
                    hits += 1
                    box.include(x: x, y: y)
                }
                x += step
            }
            y += step
        }
        return hits >= minimum ? box : nil
    }
}
