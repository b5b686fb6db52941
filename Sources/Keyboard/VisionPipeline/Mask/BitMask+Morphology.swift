/// Morphology with a 3 × 3 square, separable (a 1 × 3 pass along rows on whole words, then a 3 × 1
/// pass across rows), with OpenCV's default border: outside the image counts as set for erosion
/// and as clear for dilation — so `open(into:scratch:)` equals
/// `cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((3, 3)))`.
extension BitMask {
    /// Erosion then dilation of rows `rows` (the whole mask by default) into `output`, using
    /// `scratch`; both must have this mask's size. This mask must be clear outside `rows` (a region of
    /// interest); rows of `output` outside `rows` are not touched.
    public func open(into output: BitMask, scratch: BitMask, rows: Range<Int>? = nil) {
        guard output.width == width, output.height == height, scratch.width == width, scratch.height == height else {
            return
        }
        let all = rows ?? 0..<height
        let inner = Swift.max(all.lowerBound, 0)..<Swift.min(all.upperBound, height)
        guard !inner.isEmpty else { return }
        // Rows of the image outside `inner` are clear, and so is their erosion.
        horizontal(from: self, to: scratch, rows: inner, erode: true)
        vertical(from: scratch, to: output, rows: inner, erode: true, valid: inner)
        horizontal(from: output, to: scratch, rows: inner, erode: false)
        vertical(from: scratch, to: output, rows: inner, erode: false, valid: inner)
    }

    /// Erosion (or dilation) of rows along x: a pixel keeps (gets) its bit when both (either) of its
    /// neighbours and it are set.
    func horizontal(from source: BitMask, to target: BitMask, rows: Range<Int>, erode: Bool) {
        let count = wordsPerRow, last = count - 1, edge: UInt64 = erode ? ~0 : 0
        let input = source.words.pointer, output = target.words.pointer
        for y in rows {
            let row = y * count
            for index in 0..<count {
                var word = input[row + index]
                if erode, index == last { word |= ~lastWordMask }
                let left = index > 0 ? input[row + index - 1] : edge
                let right = index < last ? input[row + index + 1] : edge
                let fromLeft = word << 1 | left >> 63, fromRight = word >> 1 | right << 63
                let result = erode ? word & fromLeft & fromRight : word | fromLeft | fromRight
                output[row + index] = index == last ? result & lastWordMask : result
            }
        }
    }

    /// Erosion (or dilation) across rows; rows outside the image count as set (erode) or clear
    /// (dilate); rows inside the image but outside `valid` count as clear.
    func vertical(from source: BitMask, to target: BitMask, rows: Range<Int>, erode: Bool, valid: Range<Int>) {
        let count = wordsPerRow, input = source.words.pointer, output = target.words.pointer
        for y in rows {
            let above = y - 1, below = y + 1
            for index in 0..<count {
                let word = input[y * count + index]
                let up = above < 0 ? (erode ? ~0 : 0) : valid.contains(above) ? input[above * count + index] : 0
                let down = below >= height ? (erode ? ~0 : 0) : valid.contains(below) ? input[below * count + index] : 0
                let result = erode ? word & up & down : word | up | down
                output[y * count + index] = index == count - 1 ? result & lastWordMask : result
            }
        }
    }
}
