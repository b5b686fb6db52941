/// The desk pixel of every frame pixel for one turned or tilted camera pose, kept while the pose stays:
/// the per-frame jitter then moves the camera by whole pixels, and a frame pixel's desk pixel is the
/// map's entry that many pixels away.
///
/// Exact: when the pose's shift is whole pixels, every term `SourceMap.index` computes from the shift
/// and a pixel's centre is a small integer or half-integer, so the term for pixel x under a jitter of j
/// is the very double of the term for pixel x − j without it, and the same operations follow. A pose
/// with a fractional shift, a jitter beyond the map's margin or a pose seen for one frame only (a
/// camera still moving) is left to `SourceMap.index`. Empty, and never used, until `reserve` is called.
struct CameraMap {
    /// Entries of the map beyond each side of the frame (the jitter it covers).
    static let margin = 2
    /// `(height + 2 margin)` rows of `width + 2 margin` desk pixel indices, from pixel (−margin, −margin).
    var indices: [Int32] = []
    /// The desk's pixel at each entry of `indices` (4 bytes an entry), so that a row of the map is a row
    /// of desk pixels side by side; drawn from the desk of `deskTable`.
    var desk: [UInt8] = []
    var deskTable: TableSurface?
    /// The pose (shift, turn and tilt; no jitter) the map holds, and the pose of the frame before.
    var pose: CameraPose?, previous: CameraPose?
    var rowLength = 0

    /// Allocates the map for frames of `width` × `height` (rendering then allocates nothing for it).
    mutating func reserve(width: Int, height: Int) {
        rowLength = width + 2 * Self.margin
        indices = [Int32](repeating: 0, count: rowLength * (height + 2 * Self.margin))
        desk = [UInt8](repeating: 0, count: 4 * indices.count)
    }

    /// Whether frame `move` (its pose plus whole-pixel jitter) can be read from the map, filling the
    /// map first when the pose is new but was also the frame before's.
    mutating func prepare(_ move: CameraPose, _ renderer: SceneRenderer) -> Bool {
        let still = renderer.conditions.camera, seenBefore = previous
        previous = still
        guard !indices.isEmpty, Self.isWhole(still.dx), Self.isWhole(still.dy),
            abs(move.dx - still.dx) <= Double(Self.margin), abs(move.dy - still.dy) <= Double(Self.margin)
        else { return false }
        if pose != still {
            guard seenBefore == still else { return false }
            fill(still, renderer)
        } else if deskTable != renderer.deskTable {
            copyDesk(renderer)
        }
        return true
    }

    /// The first entry of frame row `y`'s pixels under `move`.
    @inline(__always) func rowStart(_ y: Int, _ move: CameraPose) -> Int {
        let jx = Int(move.dx - (pose?.dx ?? 0)), jy = Int(move.dy - (pose?.dy ?? 0))
        return (y - jy + Self.margin) &* rowLength &+ Self.margin &- jx
    }

    private mutating func fill(_ still: CameraPose, _ renderer: SceneRenderer) {
        let width = renderer.settings.width, height = renderer.settings.height, margin = Self.margin
        let source = SourceMap(still, tilt: renderer.tiltMap(still), width: width, height: height)
        for y in -margin..<(height + margin) {
            let row = (y + margin) * rowLength + margin
            for x in -margin..<(width + margin) { indices[row + x] = Int32(source.index(x, y)) }
        }
        pose = still
        copyDesk(renderer)
    }

    /// Copies each entry's desk pixel from the renderer's desk.
    private mutating func copyDesk(_ renderer: SceneRenderer) {
        deskTable = renderer.deskTable
        renderer.desk.withUnsafeBytes { from in
            indices.withUnsafeBufferPointer { indices in
                desk.withUnsafeMutableBytes { to in
                    for (entry, index) in indices.enumerated() {
                        to.storeBytes(
                            of: from.loadUnaligned(fromByteOffset: 4 &* Int(index), as: UInt32.self),
                            toByteOffset: 4 &* entry, as: UInt32.self)
                    }
                }
            }
        }
    }

    private static func isWhole(_ value: Double) -> Bool { abs(value) < 1e6 && value == value.rounded(.towardZero) }
}
