import TouchMapping

/// The printed sheet's calibration marks: four filled squares just outside the keyboard's corners,
/// in normalised keyboard space ((0, 0) the keyboard's top left, (1, 1) its bottom right). The scene
/// renderer prints the same marks (a test holds the two definitions equal).
public struct PrintedSheet: Hashable, Sendable {
    /// Mark centres: top left, top right, bottom right, bottom left.
    public let markCentres: [Point]
    /// Half the mark's side, across and down, in keyboard units.
    public let markHalfSize: (x: Double, y: Double)

    /// The standard sheet.
    public static let standard = PrintedSheet(
        markCentres: [
            Point(x: -0.03, y: -0.1), Point(x: 1.03, y: -0.1), Point(x: 1.03, y: 1.1), Point(x: -0.03, y: 1.1),
        ],
        markHalfSize: (0.018, 0.052))

    /// Equal when the marks' centres and half sizes are.
    public static func == (a: PrintedSheet, b: PrintedSheet) -> Bool {
        a.markCentres == b.markCentres && a.markHalfSize == b.markHalfSize
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(markCentres)
        hasher.combine(markHalfSize.x)
        hasher.combine(markHalfSize.y)
    }
}
