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
