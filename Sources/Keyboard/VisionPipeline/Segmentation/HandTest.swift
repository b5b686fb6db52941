/// The per-pixel hand test on raw pointers, made once per pass over a frame (so the pass touches no
/// reference counts): a pixel is hand when it changed against the calibrated reference of the empty
/// desk in a way a shadow cannot — brighter, of another chromaticity, or in shade as warm as the hand —
/// and, where the reference is not skin-coloured, also when its colour is skin (HSV, as OpenCV). Colours
/// are compared after the classifier's corrections (white balance and light), the frame's as the reference's.
struct HandTest {
    let corrections: UnsafePointer<UInt8>, saturationValue: UnsafePointer<UInt8>, hues: UnsafePointer<UInt8>
    let hueDivisors: UnsafePointer<Int32>
    let skinLike: UnsafePointer<UInt64>, skinLikeStride: Int
    let colour: UnsafePointer<UInt8>
    let width: Int, height: Int
    /// A chromaticity change beyond `chroma` (summed over the channels, at the reference's brightness)
    /// and a brightening beyond `brighter` (summed levels) are hand.
    let chroma: Int, brighter: Int
    /// A pixel darker than this many quarters of its reference's brightness is in shade.
    let shade: Int
    /// The least warmth (red up plus blue down, in 1/1024 of chromaticity) of skin in shade (`warmer`).
    let warmth: Int
    /// The least warmth of a pixel whose only evidence is its colour (`tinted`): a change of chromaticity
    /// at the desk's brightness, or skin colour in shade; 0 while the hand's warmth is unknown.
    let tint: Int
    /// A raw channel at or above this is clipped: its true value is at least what it reads.
    let clipLevel: Int

    /// Whether the pixel (`x`, `y`) with raw channels `r`, `g`, `b` is hand. Changed means changed
    /// against the reference there and at the reference pixels one and two away across and down (the
    /// camera's jitter moves the desk by up to two pixels between reference and frame). Where the desk
    /// is not skin-coloured, skin colour finds the dark hands, so a change of chromaticity counts only
    /// while the pixel is not in shade (`shade` quarters of the reference), or, darker, when it keeps most
    /// of the hand's own warmth (`warmer`): a shadow blurred into the hand's edge mixes in part of the
    /// hand's colour and stays shadow, for the shadow stage. A pixel with a clipped channel takes
    /// `isClippedHand`.
    @inline(__always) func isHand(_ r: UInt8, _ g: UInt8, _ b: UInt8, x: Int, y: Int) -> Bool {
        guard !isClipped(r, g, b) else { return isClippedHand(r, g, b, x: x, y: y) }
        let (red, green, blue) = corrected(r, g, b)
        return isHand(red, green, blue, x: x, y: y)
    }

    /// Whether a raw channel is at or above the clip level: its true value is at least what it reads.
    @inline(__always) func isClipped(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
        Int(Swift.max(r, Swift.max(g, b))) >= clipLevel
    }

    /// Raw channels `r`, `g`, `b` with the classifier's corrections (a clipped channel: its least value).
    @inline(__always) func corrected(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (red: Int, green: Int, blue: Int) {
        (Int(corrections[Int(r)]), Int(corrections[256 &+ Int(g)]), Int(corrections[512 &+ Int(b)]))
    }

    /// `isHand` of pixel (`x`, `y`) with its channels already `corrected`.
    @inline(__always) func isHand(_ red: Int, _ green: Int, _ blue: Int, x: Int, y: Int) -> Bool {
        let word = skinLike[y &* skinLikeStride &+ x &>> 6]
        guard word &>> UInt64(x & 63) & 1 == 1 else {
            return isSkin(red, green, blue) && skinInShade(red, green, blue, x: x, y: y)
                || changedAround(red, green, blue, x: x, y: y, darkest: shade)
        }
        return changedAround(red, green, blue, x: x, y: y, darkest: 0)
    }

    /// Pixel (`x`, `y`) of `frame` with the classifier's corrections (no clipped-channel rule: `isHand`
    /// reads a clipped channel as `isClippedHand` says).
    @inline(__always) func corrected(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, x: Int, y: Int)
        -> (red: Int, green: Int, blue: Int)
    {
        let pixel = frame + (y &* layout.bytesPerRow &+ x &* 4)
        return (
            Int(corrections[Int(pixel[layout.order.redOffset])]), Int(corrections[256 &+ Int(pixel[1])]),
            Int(corrections[512 &+ Int(pixel[layout.order.blueOffset])])
        )
    }

    /// `changed` against reference pixel (`x`, `y`) and the ones one and two away across and down.
    @inline(__always) func changedAround(_ red: Int, _ green: Int, _ blue: Int, x: Int, y: Int, darkest: Int) -> Bool {
        let index = y &* width &+ x
        guard changed(red, green, blue, index, darkest) else { return false }
        return changedNeighbours(red, green, blue, x: x, y: y, darkest: darkest)
    }

    /// `changed` against the reference pixels one and two away across and down from (`x`, `y`). Kept
    /// out of line: most pixels (the desk's) already fail at their own reference pixel, and that test
    /// stays inline in the scan.
    @inline(never) func changedNeighbours(_ red: Int, _ green: Int, _ blue: Int, x: Int, y: Int, darkest: Int) -> Bool {
        guard x >= 2, y >= 2, x < width &- 2, y < height &- 2 else {
            return changedNearBorder(red, green, blue, x: x, y: y, darkest)
        }
        let index = y &* width &+ x, across = 2 &* width
        return changed(red, green, blue, index &+ 1, darkest) && changed(red, green, blue, index &- 1, darkest)
            && changed(red, green, blue, index &+ 2, darkest) && changed(red, green, blue, index &- 2, darkest)
            && changed(red, green, blue, index &+ width, darkest) && changed(red, green, blue, index &- width, darkest)
            && changed(red, green, blue, index &+ across, darkest)
            && changed(red, green, blue, index &- across, darkest)
    }

    /// Whether a pixel of skin colour counts as hand: when it is not in shade (darker than `shade` quarters of the
    /// reference), or, darker, when it is `tinted`. A shadow next to the hand takes on part of the hand's
    /// colour where the camera's chroma is coarser than its luma (JPEG's subsampled chroma): darkened, that
    /// colour reads as skin, but keeps less than half of the hand's warmth.
    @inline(__always) func skinInShade(_ red: Int, _ green: Int, _ blue: Int, x: Int, y: Int) -> Bool {
        let ref = colour + 3 &* (y &* width &+ x)
        let refRed = Int(ref[0]), refBlue = Int(ref[2])
        let sum = red &+ green &+ blue, refSum = refRed &+ Int(ref[1]) &+ refBlue &+ 1
        return sum &* 4 >= refSum &* shade || tinted(red, blue, refRed, refBlue, sum, refSum)
    }

    /// Whether corrected (`red`, `green`, `blue`) is in the classifier's HSV box (`SkinClassifier.isSkin`
    /// on the corrected channels).
    @inline(__always) func isSkin(_ red: Int, _ green: Int, _ blue: Int) -> Bool {
        SkinClassifier.inBox(red, green, blue, saturationValue: saturationValue, hueDivisors: hueDivisors, hues: hues)
    }

    /// Whether corrected (`red`, `green`, `blue`) differs from reference pixel `index` as no shadow can:
    /// brighter, or of another chromaticity while not darker than `darkest` quarters of the reference, or,
    /// darker, warmer than the reference as only skin in shade is (`warmer`).
    @inline(__always) func changed(_ red: Int, _ green: Int, _ blue: Int, _ index: Int, _ darkest: Int) -> Bool {
        let ref = colour + 3 &* index
        let refRed = Int(ref[0]), refGreen = Int(ref[1]), refBlue = Int(ref[2])
        let sum = red &+ green &+ blue, refSum = refRed &+ refGreen &+ refBlue &+ 1
        if sum > refSum &+ brighter { return true }
        if sum &* 4 < refSum &* darkest { return warmer(red, blue, refRed, refBlue, sum, refSum) }
        let change =
            magnitude(red &* refSum &- refRed &* sum) &+ magnitude(green &* refSum &- refGreen &* sum)
            &+ magnitude(blue &* refSum &- refBlue &* sum)
        return change > chroma &* refSum && (darkest == 0 || tinted(red, blue, refRed, refBlue, sum, refSum))
    }

    /// Whether a change of colour alone is the hand's: red up and blue down by at least `tint` (half the
    /// hand's own warmth). Where chroma is coarser than luma (JPEG), the hand's colour bleeds over the
    /// desk and the shadow around it diluted, and the ringing of its edge shifts the paper's colour either
    /// way; the hand's own pixels, pale skin and its edge included, keep most of its warmth.
    @inline(__always) func tinted(_ red: Int, _ blue: Int, _ refRed: Int, _ refBlue: Int, _ sum: Int, _ refSum: Int)
        -> Bool
    {
        guard tint > 0 else { return true }
        let shift = red &* refSum &- refRed &* sum &+ refBlue &* sum &- blue &* refSum
        return shift &* 1024 > sum &* refSum &* tint
    }

    /// Whether a pixel darker than the shadow test allows is skin in shade rather than shadow: a shadow keeps
    /// the reference's chromaticity, shaded skin keeps its own, redder and less blue than the desk's. The
    /// shift of red up and blue down must pass the noise (`chroma` levels at the pixel's brightness) and
    /// keep `warmth` (most of the hand's own), so that a shadow blurred into the hand's edge, which mixes in
    /// only part of the hand's colour, stays shadow.
    @inline(__always) func warmer(_ red: Int, _ blue: Int, _ refRed: Int, _ refBlue: Int, _ sum: Int, _ refSum: Int)
        -> Bool
    {
        let redShift = red &* refSum &- refRed &* sum, blueShift = refBlue &* sum &- blue &* refSum
        guard redShift > 0, blueShift > 0 else { return false }
        let shift = redShift &+ blueShift
        return shift > chroma &* refSum && shift &* 1024 > sum &* refSum &* warmth
    }

    /// |`value`| without an overflow check (the products here are far from `Int.min`).
    @inline(__always) func magnitude(_ value: Int) -> Int {
        let sign = value &>> 63
        return (value ^ sign) &- sign
    }

    /// `changed` against the reference pixels one and two away across and down that are inside the frame.
    func changedNearBorder(_ red: Int, _ green: Int, _ blue: Int, x: Int, y: Int, _ darkest: Int) -> Bool {
        for offset in -2...2 where offset != 0 {
            if x &+ offset >= 0, x &+ offset < width,
                !changed(red, green, blue, y &* width &+ x &+ offset, darkest)
            {
                return false
            }
            if y &+ offset >= 0, y &+ offset < height,
                !changed(red, green, blue, (y &+ offset) &* width &+ x, darkest)
            {
                return false
            }
        }
        return true
    }
}
