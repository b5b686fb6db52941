import TouchMapping

/// Following a camera move without a hand-free frame: the reference's per-pixel layers moved with it.
extension ReferenceModel {
    /// Moves the reference by `step` (where a pixel seen at p is now seen at `step.apply(p)`): each
    /// layer's pixel at q takes the old one at `step.invert(q)` (nearest, clamped); paper samples that
    /// leave the frame are dropped.
    func warp(by step: Similarity) {
        for y in 0..<height { for x in 0..<width { warpMap[y * width + x] = Int32(source(x, y, step)) } }
        warpLayer(luma)
        warpLayer(darkest)
        for channel in 0..<3 { warpLayer(colour, channel: channel) }
        warpSkinLike()
        var kept = 0
        for index in 0..<sampleCount {
            let position = Int(samplePositions[index])
            let moved = step.apply(Point(x: Double(position % width) + 0.5, y: Double(position / width) + 0.5))
            let x = Int(moved.x.rounded(.down)), y = Int(moved.y.rounded(.down))
            guard x >= 0, y >= 0, x < width, y < height else { continue }
            samplePositions[kept] = Int32(y * width + x)
            for channel in 0..<3 { sampleColours[3 * kept + channel] = sampleColours[3 * index + channel] }
            kept += 1
        }
        sampleCount = kept
    }

    /// The source pixel index of pixel (`x`, `y`) under `step`.
    @inline(__always) private func source(_ x: Int, _ y: Int, _ step: Similarity) -> Int {
        let p = step.invert(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        let sx = Swift.min(Swift.max(Int(p.x.rounded(.down)), 0), width - 1)
        let sy = Swift.min(Swift.max(Int(p.y.rounded(.down)), 0), height - 1)
        return sy * width + sx
    }

    /// One layer (or one channel of the colour layer) through `warpMap`, via `scratch`.
    private func warpLayer(_ layer: Storage<UInt8>, channel: Int? = nil) {
        let stride = channel == nil ? 1 : 3, offset = channel ?? 0, map = warpMap.pointer
        for index in 0..<(width * height) { scratch[index] = layer[Int(map[index]) &* stride &+ offset] }
        for index in 0..<(width * height) { layer[index &* stride &+ offset] = scratch[index] }
    }

    private func warpSkinLike() {
        let map = warpMap.pointer
        for index in 0..<(width * height) {
            let s = Int(map[index])
            scratch[index] = skinLike[s % width, s / width] ? 1 : 0
        }
        skinLike.clear()
        for y in 0..<height { for x in 0..<width where scratch[y * width + x] != 0 { skinLike[x, y] = true } }
    }
}
