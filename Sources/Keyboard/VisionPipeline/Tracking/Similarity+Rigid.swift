import TouchMapping

extension Similarity {
    /// This least-squares similarity of the first `count` pairs `from[i]` → `to[i]` with its scale held at
    /// 1: its rotation, turning the pairs' centroid onto theirs (the least-squares rotation and shift);
    /// `nil` for a degenerate similarity. A camera shifted or turned moves the sheet rigidly; a mark pulled
    /// along the line to the others is absorbed by a similarity's scale, not by this fit.
    func rigid(from: UnsafePointer<Point>, to: UnsafePointer<Point>, count: Int) -> Similarity? {
        let scale = self.scale
        guard scale > 1e-12, count > 0 else { return nil }
        var (px, py, qx, qy) = (0.0, 0.0, 0.0, 0.0)
        for i in 0..<count {
            (px, py, qx, qy) = (px + from[i].x, py + from[i].y, qx + to[i].x, qy + to[i].y)
        }
        let n = Double(count), a = self.a / scale, b = self.b / scale
        (px, py, qx, qy) = (px / n, py / n, qx / n, qy / n)
        return Similarity(a: a, b: b, tx: qx - (a * px - b * py), ty: qy - (b * px + a * py))
    }
}
