import Determinism
import KeyboardCore
import TouchMapping

/// The printed sheet as the camera sees it: for every pixel, paper (0) or ink (1). Ink is each key's
/// outline, its label in its top-left corner as a 5 × 5 pattern of separate dots unique to the label (not a readable
/// glyph),
/// and four solid corner marks just outside the keyboard for calibration (the same marks as
/// `VisionPipeline.PrintedSheet.standard`).
struct SheetPrint {
    /// Mark centres in keyboard space (top left, top right, bottom right, bottom left) and half sizes.
    static let markCentres = [
        Point(x: -0.03, y: -0.1), Point(x: 1.03, y: -0.1), Point(x: 1.03, y: 1.1), Point(x: -0.03, y: 1.1),
    ]
    static let markHalfSize = (x: 0.018, y: 0.052)
    /// The sheet's edges in keyboard space (left, top, right, bottom): outside it lies the table.
    static let sheetEdges = (left: -0.12, top: -0.45, right: 1.12, bottom: 1.45)
    /// The `ink` value of a pixel outside the sheet.
    static let table: UInt8 = 2

    let width: Int, height: Int
    /// Ink (1), paper (0) or table (2, outside the sheet), row by row.
    let ink: [UInt8]

    init(
        keyboard: PrintedKeyboard, cameraFromKeyboard: Homography, keyboardFromCamera: Homography, width: Int,
        height: Int
    ) {
        self.width = width
        self.height = height
        let keys = keyboard.frames.keys
        let patterns = keys.map { Self.pattern(for: $0.key.label) }
        let outline = (x: 1.3 / (0.9 * Double(width)), y: 1.3 / (0.4 * Double(height)))
        var ink = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let q = keyboardFromCamera.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                guard q.isFinite else { continue }
                let edges = Self.sheetEdges
                if q.x < edges.left || q.x > edges.right || q.y < edges.top || q.y > edges.bottom {
                    ink[y * width + x] = Self.table
                    continue
                }
                if Self.isMark(q) {
                    ink[y * width + x] = 1
                    continue
                }
                for (index, key) in keys.enumerated() where key.frame.contains(q) {
                    if Self.isInk(q, key.frame, outline, patterns[index]) { ink[y * width + x] = 1 }
                    break
                }
            }
        }
        self.ink = ink
    }

    static func isMark(_ q: Point) -> Bool {
        markCentres.contains { abs(q.x - $0.x) <= markHalfSize.x && abs(q.y - $0.y) <= markHalfSize.y }
    }

    /// Outline within `outline` of the frame's edge, or a dot of the label's pattern.
    static func isInk(_ q: Point, _ frame: Rect, _ outline: (x: Double, y: Double), _ pattern: UInt32) -> Bool {
        if q.x - frame.x < outline.x || frame.maxX - q.x < outline.x || q.y - frame.y < outline.y
            || frame.maxY - q.y < outline.y
        {
            return true
        }
        // The label, in the key's top-left corner as on keycaps: 30 % of the key in 5 × 5 cells, each
        // inked in its middle 60 %.
        let u = (q.x - frame.x) / frame.width - 0.08, v = (q.y - frame.y) / frame.height - 0.1
        guard u >= 0, v >= 0, u < 0.3, v < 0.3 else { return false }
        let cu = u / 0.06, cv = v / 0.06
        let column = Int(cu), row = Int(cv)
        let fu = cu - Double(column), fv = cv - Double(row)
        guard fu >= 0.2, fu <= 0.8, fv >= 0.2, fv <= 0.8 else { return false }
        return pattern >> UInt32(row * 5 + column) & 1 == 1
    }

    /// 25 bits from the label's FNV-1a hash, at least one set.
    static func pattern(for label: String) -> UInt32 {
        let bits = FNV1a.hash32(label.utf8) & 0x1FF_FFFF
        return bits == 0 ? 1 << 12 : bits
    }
}
