import TouchMapping

/// The fingers that are not typing. A finger hovering just over the paper beside or ahead of the typing
/// one can read a closed gap: its shadow starts level with its tip, beside its body on the side the
/// light casts towards — but a point at height h casts its shadow h·L away, so a strip of lit paper lies
/// between that finger and its shadow, where a finger on the paper meets its own
/// (`touchesOwnShadow`). And a second finger on the paper at the same time as the typing one may hide
/// its shadow under it just as the typing finger does: it has a shadow watch of its own.
extension VisionPipeline {
    /// Fingers whose measured gap is closed while the shadow beside their body is detached from them
    /// (hovering, `touchesOwnShadow`) read an open gap: the lift gap (they are off the paper). With the
    /// light's direction not known yet, both sides of each finger are searched.
    func openHovering(_ count: Int, _ direction: Point?, _ base: UnsafePointer<UInt8>, _ layout: FrameLayout) {
        let lifted = FrameScale(width: layout.width).pixels(config.fingers.liftGap)
        for index in 0..<count where readings[index].gap == 0 {
            guard !touchesOwnShadow(index, direction ?? Point(x: 0, y: -1), base, layout) else { continue }
            readings[index].gap = lifted
        }
    }

    /// Follows another finger than `typing` with `otherWatch` — the one nearest the finger it followed
    /// the frame before (the first other one when it followed none) — and sets `otherGap` to its gap as
    /// watched (0 while its shadow is held under it); the finger's index, `nil` with one finger.
    func watchOther(_ typing: Int, _ count: Int) -> Int? {
        guard count > 1 else {
            otherWatch.handGone()
            otherGap = .infinity
            return nil
        }
        let last = otherWatch.previousTip ?? readings[typing].tip
        var best = -1
        for index in 0..<count where index != typing {
            if best < 0 || last.distance(to: readings[index].tip) < last.distance(to: readings[best].tip) {
                best = index
            }
        }
        otherGap = otherWatch.gap(measured: readings[best].gap, tip: readings[best].tip)
        return best
    }
}
