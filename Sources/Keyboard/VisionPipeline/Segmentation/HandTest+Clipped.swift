/// The hand test of a pixel with a clipped channel. A clipped channel's true value is at least what it
/// reads (its correction, the channel's bound): against a reference pixel it reads as that reference's
/// value when that is higher, so that paper clipped by a brighter light, or by a light of another colour
/// in one channel, is the paper and not another chromaticity. The bound is raised against each of the
/// reference pixels the test reads — the pixel's own and the ones one and two away across and down —
/// not against its own alone: where the camera's jitter has moved a line of the print off the pixel, its
/// own reference is the ink, and the paper beside it, the one the pixel matches, would otherwise be
/// compared with a clipped channel read below the paper.
extension HandTest {
    /// `isHand` of pixel (`x`, `y`) with raw channels `r`, `g`, `b`, one or more of them clipped. Out of
    /// line: outside a clipping light few pixels come here, and the scans' loops stay as small as without it.
    @inline(never) func isClippedHand(_ r: UInt8, _ g: UInt8, _ b: UInt8, x: Int, y: Int) -> Bool {
        let bound = corrected(r, g, b)
        let clipped = ClippedChannels(red: Int(r) >= clipLevel, green: Int(g) >= clipLevel, blue: Int(b) >= clipLevel)
        let index = y &* width &+ x
        var darkest = 0
        if skinLike[y &* skinLikeStride &+ x &>> 6] &>> UInt64(x & 63) & 1 == 0 {
            let own = clipped.raise(bound, to: colour + 3 &* index)
            if isSkin(own.red, own.green, own.blue), skinInShade(own.red, own.green, own.blue, x: x, y: y) {
                return true
            }
            darkest = shade
        }
        guard changed(bound, clipped, index, darkest) else { return false }
        for offset in -2...2 where offset != 0 {
            if x &+ offset >= 0, x &+ offset < width, !changed(bound, clipped, index &+ offset, darkest) {
                return false
            }
            if y &+ offset >= 0, y &+ offset < height, !changed(bound, clipped, index &+ offset &* width, darkest) {
                return false
            }
        }
        return true
    }

    /// `changed` against reference pixel `index`, each clipped channel of `bound` read as that
    /// reference's value when it is higher.
    @inline(__always) func changed(
        _ bound: (red: Int, green: Int, blue: Int), _ clipped: ClippedChannels, _ index: Int, _ darkest: Int
    ) -> Bool {
        let seen = clipped.raise(bound, to: colour + 3 &* index)
        return changed(seen.red, seen.green, seen.blue, index, darkest)
    }
}

/// Which of a pixel's channels are clipped.
struct ClippedChannels {
    let red: Bool, green: Bool, blue: Bool

    /// `bound` with each clipped channel raised to the reference pixel's value at `reference` when that
    /// is higher.
    @inline(__always) func raise(_ bound: (red: Int, green: Int, blue: Int), to reference: UnsafePointer<UInt8>)
        -> (red: Int, green: Int, blue: Int)
    {
        (
            red ? Swift.max(bound.red, Int(reference[0])) : bound.red,
            green ? Swift.max(bound.green, Int(reference[1])) : bound.green,
            blue ? Swift.max(bound.blue, Int(reference[2])) : bound.blue
        )
    }
}
