import TouchMapping

extension Similarity {
    /// The least-squares rotation and shift (scale held at 1) taking `from[i]` to `to[i]` for the first
    /// `count` pairs: the similarity fit's rotation, turning the pairs' centroid onto theirs; `nil`
    /// when the similarity fit is. A camera shifted or turned moves the sheet rigidly; a mark pulled
    /// along the line to the others is absorbed by a similarity's scale, not by this fit.
    static func rigidFit(from: UnsafePointer<Point>, to: UnsafePointer<Point>, count: Int) -> Similarity? {
        guard let fitted = fit(from: from, to: to, count: count) else { return nil }
        let scale = (fitted.a * fitted.a + fitted.b * fitted.b).squareRoot()
        guard scale > 1e-12 else { return nil }
        var (px, py, qx, qy) = (0.0, 0.0, 0.0, 0.0)
        for i in 0..<count {
            (px, py, qx, qy) = (px + from[i].x, py + from[i].y, qx + to[i].x, qy + to[i].y)
        }
        let n = Double(count), a = fitted.a / scale, b = fitted.b / scale
        (px, py, qx, qy) = (px / n, py / n, qx / n, qy / n)
        return Similarity(a: a, b: b, tx: qx - (a * px - b * py), ty: qy - (b * px + a * py))
    }
}
