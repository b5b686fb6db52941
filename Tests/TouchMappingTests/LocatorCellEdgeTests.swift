import KeyboardCore
import Testing

@testable import TouchMapping

/// The uniform grid answers a cell from the key stored with it when that key holds the whole cell.
/// Rounding decides which cell a point near a cell edge falls in, so these points sit on every cell
/// edge of the grid and a few ulps either side of it, crossed with points along the other axis, and
/// must get the linear scan's answer.
struct LocatorCellEdgeTests {
    /// Coordinates on and a few ulps around each edge of `cells` cells of `size` from `origin`.
    static func edgeCoordinates(origin: Double, size: Double, cells: Int) -> [Double] {
        (0...cells).flatMap { edge -> [Double] in
            let at = origin + Double(edge) * size
            return [at.nextDown.nextDown, at.nextDown, at, at.nextUp, at.nextUp.nextUp, at + size / 2]
        }
    }

    static func expectAgreementOnCellEdges(_ frames: LayoutFrames, _ name: String, searchDistance: Double) {
        let linear = LinearScanLocator(frames: frames, searchDistance: searchDistance)
        let grid = UniformGridLocator(frames: frames, searchDistance: searchDistance)
        let cells = grid.grid
        let xs = edgeCoordinates(origin: cells.box.minX, size: cells.cellWidth, cells: cells.columns)
        let ys = edgeCoordinates(origin: cells.box.minY, size: cells.cellHeight, cells: cells.rows)
        var disagreements = 0
        for y in ys {
            for x in xs {
                let point = Point(x: x, y: y)
                let expected = linear.keyIndex(at: point)
                guard grid.keyIndex(at: point) != expected else { continue }
                disagreements += 1
                if disagreements <= 3 {
                    Issue.record(
                        "\(name): \(point) linear \(String(describing: expected)) grid \(String(describing: grid.keyIndex(at: point)))"
                    )
                }
            }
        }
        #expect(disagreements == 0, "\(name): \(disagreements) disagreements")
    }

    @Test func gridAgreesWithTheLinearScanOnEveryCellEdgeOfEveryLayout() {
        for layout in TestLayouts.all {
            Self.expectAgreementOnCellEdges(
                layout.frames, layout.name, searchDistance: layout.frames.defaultSearchDistance)
        }
    }

    @Test(arguments: [0.0, 1, 44, .infinity])
    func gridAgreesWithTheLinearScanOnEveryCellEdgeForAnySearchDistance(_ distance: Double) {
        Self.expectAgreementOnCellEdges(TestLayouts.englishLetters, "letters d=\(distance)", searchDistance: distance)
    }

    /// Where hit regions tile the keyboard many cells lie inside one key (186 of 512 for the letters on an
    /// iPhone 14 Pro): those lookups read the answer.
    @Test func aThirdOfTheLettersLayoutCellsAreAnsweredWhole() {
        let grid = UniformGridLocator(frames: TestLayouts.englishLetters)
        let whole = grid.owners.filter { $0 >= 0 }.count
        let cells = grid.grid.columns * grid.grid.rows
        #expect(whole * 3 > cells, "\(whole) of \(cells) cells answered whole")
    }
}
