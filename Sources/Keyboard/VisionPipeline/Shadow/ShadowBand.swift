/// Where a finger's own shadow can start above its tip: a point of the finger at height h casts its
/// shadow h·L away, L the light's direction along the desk, so the top of a finger's shadow lies on the
/// ray from its tip along L, as wide as the finger (the cap's shadow) — and not beyond another finger's
/// tip ahead on that ray (that finger hides the paper there, and what shows past it is its own shadow).
/// Shadow off the band is a neighbour's. While L is not known, the rows are bounded past another
/// finger's tip well ahead of this one (a hovering finger's own shadow runs from its top down beside
/// or ahead of the finger to its tip's row, so rows are left that show it), and the columns above the
/// tip to those nearer this finger's tip than any other's (`corridor`): a shadow above the hand nearer a
/// neighbour is taken for the neighbour's until the light says otherwise.
struct ShadowBand: Hashable, Sendable {
    /// Columns the ray moves per row going up the image (`nil`: the light's direction is not known).
    var slope: Double?
    /// Half the band's width, pixels.
    var halfWidth: Double
    /// The first row searched (a row below another finger's tip ahead on the ray, or 0).
    var firstRow: Int
    /// While the light's direction is not known, the columns above the tip nearer this finger's tip than
    /// another's (`nil`: any column).
    var corridor: Range<Int>? = nil
    /// Level with the tip and below, the columns between the neighbouring fingers' axes (`nil`: any
    /// column): at contact a finger's own shadow meets it beside its own skin, and shadow past a
    /// neighbour's axis, that finger's body between, is the neighbour's or its shadow's.
    var beside: Range<Int>? = nil
    /// Another finger's shadow, left out: from its top (`x`, `top`) down along its finger's axis (`slope`
    /// columns per row going down), `halfWidth` either side — a neighbour's shadow seen where this finger's
    /// own could be is the neighbour's.
    var excluded: (x: Double, top: Int, slope: Double, halfWidth: Double)? = nil
    /// Columns before the band (or the excluded shadow) a shadow block's left column may lie in: the
    /// block's width less one (`ShadowWindow.blockWidth`).
    var lead = 2

    static func == (a: ShadowBand, b: ShadowBand) -> Bool {
        a.slope == b.slope && a.halfWidth == b.halfWidth && a.firstRow == b.firstRow && a.corridor == b.corridor
            && a.lead == b.lead && a.beside == b.beside
            && a.excluded.map { [$0.x, Double($0.top), $0.slope, $0.halfWidth] }
                == b.excluded.map { [$0.x, Double($0.top), $0.slope, $0.halfWidth] }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(slope)
        hasher.combine(halfWidth)
        hasher.combine(firstRow)
        hasher.combine(corridor)
        hasher.combine(lead)
        hasher.combine(beside)
    }

    /// The columns of row `y` in the other finger's shadow left out, if any.
    func excludedColumns(row y: Int) -> Range<Int>? {
        guard let excluded, y >= excluded.top else { return nil }
        let centre = excluded.x + Double(y - excluded.top) * excluded.slope
        guard centre.isFinite, abs(centre) < 1e6 else { return nil }
        let low = Int((centre - excluded.halfWidth).rounded(.down)) - lead
        return low..<Swift.max(Int((centre + excluded.halfWidth).rounded(.up)), low)
    }

    /// The columns of row `y` (above the tip) in the band: blocks whose left column lies there or `lead`
    /// columns before count. With the light not known, the corridor (`nil`: every column).
    func columns(row y: Int, tip: (x: Double, row: Int)) -> Range<Int>? {
        guard let slope else { return corridor }
        let centre = tip.x + Double(tip.row - y) * slope
        guard centre.isFinite, abs(centre) < 1e6 else { return 0..<0 }
        let low = Int((centre - halfWidth).rounded(.down)) - lead, high = Int((centre + halfWidth).rounded(.up))
        return low..<Swift.max(high, low)
    }
}
