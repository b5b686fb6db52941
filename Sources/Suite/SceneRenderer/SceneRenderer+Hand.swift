import TouchMapping

/// The hand and its shadow, row by row: each row's covered pixels are marked first (`HandShape.mark`),
/// then only those are written.
extension SceneRenderer {
    /// The hand's shadow over the desk (the desk seen through `source`, in shadow), then the hand, then
    /// its nail. `mapped`: the background read this frame's desk pixels from `cameraMap`.
    func drawHand(
        _ hand: HandShape, _ source: SourceMap, mapped: Bool, _ move: CameraPose, _ palette: Palette,
        _ random: inout SeededGenerator
    ) {
        let tables = backgroundTables, map = cameraMap
        desk.withUnsafeBufferPointer { desk in
            map.indices.withUnsafeBufferPointer { indices in
                paintRows(hand.shadowBox, spans: hand.shadowSpan, &random) { y, low, high, cover, writer in
                    let py = Double(y) + 0.5
                    hand.mark(cover, low, high, py, shadow: true, 2)
                    hand.mark(cover, low, high, py, shadow: false, 1)
                    let deskRow = source.isRotated ? 0 : source.row(y)
                    let mapRow = mapped ? map.rowStart(y, move) : 0
                    for x in low...high where cover[x &- low] == 2 {
                        let index =
                            mapped
                            ? Int(indices[mapRow &+ x])
                            : source.isRotated ? source.index(x, y) : deskRow &+ tables.sourceColumns[x]
                        writer.write(x, Self.shadowedDesk(index, tables, desk))
                    }
                }
            }
        }
        let nails = conditions.nails, nailBottom = hand.tip.y + 1.5 * hand.radius
        paintRows(hand.handBox, spans: hand.handSpan, &random) { y, low, high, cover, writer in
            let py = Double(y) + 0.5
            hand.mark(cover, low, high, py, shadow: false, 1)
            let nailRow = nails && py <= nailBottom
            for x in low...high where cover[x &- low] == 1 {
                let isNail = nailRow && abs(Double(x) + 0.5 - hand.tip.x) <= 0.7 * hand.radius
                writer.write(x, isNail ? palette.nail : palette.skin)
            }
        }
    }

    /// For each row of `box` (within the frame) one draw of `random`, the row's start in the noise table;
    /// then, for a row whose span `spans(y)` meets the box, `body(y, low, high, cover, writer)` with the
    /// span's columns `low…high` in the box, `cover` zeroed for them and `writer` writing the row's pixels.
    func paintRows(
        _ box: (Int, Int, Int, Int), spans: (Int) -> ClosedRange<Int>?, _ random: inout SeededGenerator,
        _ body: (Int, Int, Int, UnsafeMutablePointer<UInt8>, PaintRow) -> Void
    ) {
        let stride = frame.bytesPerRow, (red, blue) = frame.order == .rgba ? (0, 2) : (2, 0)
        let left = Swift.max(box.0, 0), right = Swift.min(box.2, settings.width - 1)
        let top = Swift.max(box.1, 0), bottom = Swift.min(box.3, settings.height - 1)
        guard left <= right, top <= bottom else { return }  // wholly outside the frame (a camera shift)
        backgroundTables.noise.withUnsafeBufferPointer { noise in
            frame.pixels.withUnsafeMutableBufferPointer { out in
                paintCover.withUnsafeMutableBufferPointer { cover in
                    guard let noise = noise.baseAddress, let out = out.baseAddress, let cover = cover.baseAddress
                    else { return }
                    for y in top...bottom {
                        let start = Int(random.next() & 0xFFFF)
                        guard let span = spans(y), span.upperBound >= left, span.lowerBound <= right else { continue }
                        let low = Swift.max(span.lowerBound, left), high = Swift.min(span.upperBound, right)
                        cover.update(repeating: 0, count: high &- low &+ 1)
                        let row = PaintRow(
                            out: out + y &* stride, noise: noise, start: start &- 3 &* (left &- 1), red: red,
                            blue: blue)
                        body(y, low, high, cover, row)
                    }
                }
            }
        }
    }

    /// Writes `colour(x, y)` plus noise wherever it is not `nil`, within `box` and the frame; `spans(y)`
    /// bounds the columns of row `y` where it can be (outside them it is `nil`). Each row of the box
    /// takes one draw of `random` as its start in the noise table, stepping 3 entries a column.
    func paint(
        _ box: (Int, Int, Int, Int), spans: (Int) -> ClosedRange<Int>?, _ random: inout SeededGenerator,
        _ colour: (Int, Int) -> (Int, Int, Int)?
    ) {
        paintRows(box, spans: spans, &random) { y, low, high, _, writer in
            for x in low...high { if let c = colour(x, y) { writer.write(x, c) } }
        }
    }
}

/// One row of a paint: its first byte, the noise table and the row's start in it (as if the box began at
/// column 0), and the bytes of red and blue in a pixel.
struct PaintRow {
    let out: UnsafeMutablePointer<UInt8>, noise: UnsafePointer<UInt8>, start: Int, red: Int, blue: Int

    /// Pixel `x` as `c` plus the noise of its column, each channel clamped to 0…255.
    @inline(__always) func write(_ x: Int, _ c: (Int, Int, Int)) {
        let n = (start &+ 3 &* x) & 0xFFFF, at = out + 4 &* x
        at[red] = SceneRenderer.clamp(c.0 &+ Int(Int8(bitPattern: noise[n])))
        at[1] = SceneRenderer.clamp(c.1 &+ Int(Int8(bitPattern: noise[n &+ 1])))
        at[blue] = SceneRenderer.clamp(c.2 &+ Int(Int8(bitPattern: noise[n &+ 2])))
    }
}
