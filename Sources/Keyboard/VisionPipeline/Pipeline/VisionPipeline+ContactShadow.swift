import TouchMapping

/// Whether another finger than the typing one is on the paper. Its gap alone cannot say: a neighbour
/// hovering a few pixels up, held beside the typing finger, reads a closed gap too — shadow at and behind
/// its tip (its own body's, or the typing finger's lying between them). A point of a finger at height h
/// casts its shadow h·L away, L the light's direction along the desk: at contact the shadow meets the
/// finger, so on the side L points to, the shadow beside its body touches its skin; hovering, that
/// shadow is shifted h·L off the body, with a strip of lit paper between. The typing finger's own shadow
/// lies on its own side along L, so the side a finger casts towards holds only its own.
extension VisionPipeline {
    /// Whether finger `index`'s shadow beside its body, on the side along `direction`, touches its skin
    /// (not detached from it on more than `FingerConfig.hoverShare` of the rows where it is seen); shadow
    /// on another finger's ray along the light (within its band) is that finger's tip's and is not looked
    /// at. The finger's reading is left as it was.
    func touchesOwnShadow(_ index: Int, _ direction: Point, _ base: UnsafePointer<UInt8>, _ layout: FrameLayout)
        -> Bool
    {
        // Its own window's shadow, whatever was measured since; its reading is kept as it was.
        let reading = readings[index], scale = FrameScale(width: layout.width), shadow = self.shadow
        measure(index, base, layout, band: nil)
        defer { readings[index] = reading }
        return Self.touchesOwnShadow(
            tip: reading.tip, slope: reading.slope, width: reading.width, skin: raw, direction: direction,
            margin: Int(scale.pixels(config.fingers.contactMargin).rounded(.up)),
            rows: scale.pixels(config.fingers.contactRows), share: config.fingers.hoverShare,
            behind: config.fingers.lightBehind
        ) { x, y in
            shadow.isShadow(x: x, y: y)
                && !isOnOtherRay(Point(x: Double(x) + 0.5, y: Double(y)), index, direction, layout)
        }
    }

    /// Whether `point` lies on the ray along the light `direction` from another finger's tip than finger
    /// `index`'s, within that finger's band (its half width plus `FingerConfig.shadowBand`).
    func isOnOtherRay(_ point: Point, _ index: Int, _ direction: Point, _ layout: FrameLayout) -> Bool {
        let band = FrameScale(width: layout.width).pixels(config.fingers.shadowBand)
        return (0..<fingers.count).contains { other in
            guard other != index else { return false }
            let (along, across) = Self.offset(point, from: readings[other].tip, direction)
            return along >= 0 && abs(across) < Double(readings[other].width) / 2 + band
        }
    }

    /// Whether the shadow beside a finger (its tip, axis `slope` in columns per row going down, `width`,
    /// its pixels in `skin`), on the side `direction` points to (both sides when the light comes from
    /// straight behind: its across component under `behind`), lies within `margin` pixels of its skin: of
    /// the `rows` rows behind its tip where it is seen within a finger's width, no more than `share` lie
    /// farther off. No shadow seen beside it
    /// (a finger along the light hides its own) says nothing against a contact.
    static func touchesOwnShadow(
        tip: Point, slope: Double, width: Int, skin: BitMask, direction: Point, margin: Int, rows: Int,
        share: Double, behind: Double = FingerConfig().lightBehind, isShadow: (Int, Int) -> Bool
    ) -> Bool {
        let first = direction.x < 0 ? -1 : 1, both = abs(direction.x) < behind, reach = width + margin
        let tipRow = Int(tip.y)
        var touching = 0, detached = 0
        for y in tipRow..<Swift.min(tipRow + rows, skin.height) {
            let axis = Int((tip.x + Double(y - tipRow) * slope).rounded())
            var nearest = Int.max
            for side in stride(from: both ? -first : first, through: first, by: 2 * first) {
                guard let lit = litStrip(from: axis, row: y, side: side, reach: reach, skin: skin, isShadow: isShadow)
                else { continue }
                nearest = Swift.min(nearest, lit)
            }
            guard nearest != .max else { continue }
            if nearest <= margin { touching += 1 } else { detached += 1 }
        }
        return Double(detached) <= share * Double(touching + detached)
    }

    /// Row `y` from a finger's axis towards `side`: past its skin, how many pixels lie before the shadow
    /// (`nil`: no skin on the axis, no shadow within `reach` of its edge, or another finger's skin before
    /// it — past a neighbour's body the shadow is the neighbour's).
    static func litStrip(
        from axis: Int, row y: Int, side: Int, reach: Int, skin: BitMask, isShadow: (Int, Int) -> Bool
    ) -> Int? {
        guard skin[axis, y] else { return nil }
        var x = axis
        while skin[x + side, y], abs(x - axis) <= reach { x += side }
        for lit in 0...reach {
            let column = x + side * (lit + 1)
            // Another finger's skin: what lies past it is not this finger's shadow.
            guard !skin[column, y] else { return nil }
            if isShadow(column, y) { return lit }
        }
        return nil
    }
}
