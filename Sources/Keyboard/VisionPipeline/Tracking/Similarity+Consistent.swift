import TouchMapping

extension Similarity {
    /// The least-squares fit of the pairs that agree: while three or more remain, the pair furthest
    /// from its rigid part (`rigid(from:to:count:)`) is dropped (the last pair takes its place) when it is further than
    /// `tolerance`; two pairs fit exactly and are taken only when they keep their distance within 1 %.
    /// A camera that is shifted or turned keeps the marks' distances; one mark pulled by a hand or its
    /// shadow does not, and a similarity's scale would spread its pull over the marks beside it. Returns
    /// the least-squares similarity of the pairs kept and how many, `nil` when no consistent fit is
    /// left. The pairs' order changes; nothing is allocated.
    static func consistentFit(
        from: UnsafeMutablePointer<Point>, to: UnsafeMutablePointer<Point>, count: Int, tolerance: Double
    ) -> (move: Similarity, marks: Int)? {
        var count = count
        while let fitted = fit(from: from, to: to, count: count) {
            guard count >= 3 else {
                return abs(fitted.scale - 1) <= 0.01 ? (fitted, count) : nil
            }
            guard let rigid = fitted.rigid(from: from, to: to, count: count) else { return nil }
            var (worst, worstIndex) = (0.0, 0)
            for index in 0..<count {
                let distance = rigid.apply(from[index]).distance(to: to[index])
                if distance > worst { (worst, worstIndex) = (distance, index) }
            }
            guard worst > tolerance else { return (fitted, count) }
            count -= 1
            (from[worstIndex], to[worstIndex]) = (from[count], to[count])
        }
        return nil
    }
}
