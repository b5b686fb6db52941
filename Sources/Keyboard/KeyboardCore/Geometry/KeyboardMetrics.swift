/// The fixed measurements of epic 6, story 6.2 (all in points).
///
/// Rows are placed from the top of the key area (directly below the banner):
/// 4 top padding, rows 46/46/46/38 with 4 between them, 4 bottom padding = 196 pt.
/// The seed states a 260 pt key area (320 pt with the 60 pt banner) but its own rows and gaps add up
/// to 196 pt; the stated 320 pt total is kept and the 64 pt difference is reported as
/// `unassignedHeight`, below the bottom padding, rather than hidden by stretching anything.
public enum KeyboardMetrics {
    /// Height of the risk-alert banner above the keys (story 2.4).
    public static let bannerHeight: Double = 60
    /// Total keyboard height stated by story 6.2, banner included.
    public static let totalHeight: Double = 320
    /// Row heights, top to bottom.
    public static let rowHeights: [Double] = [46, 46, 46, 38]
    /// Vertical gap between rows.
    static let rowGap: Double = 4
    /// Padding above the first row.
    public static let topPadding: Double = 4
    /// Padding below the last row.
    public static let bottomPadding: Double = 4
    /// Padding at the left and right edges (not stated by the seeds; 4 pt, like the gaps).
    public static let sidePadding: Double = 4
    /// Horizontal gap between keys.
    static let keyGap: Double = 4
    /// Width of shift, backspace, 123, ABC and #+=.
    static let specialKeyWidth: Double = 45
    /// Width of the globe key.
    static let globeKeyWidth: Double = 45
    /// Width of the return key; the space bar takes the rest of the bottom row.
    static let returnKeyWidth: Double = 88
    /// The narrowest a flexible key may become before a width is rejected.
    public static let minimumFlexibleKeyWidth: Double = 1

    /// Height used by padding, rows and gaps: 196 pt.
    public static var assignedKeyAreaHeight: Double {
        topPadding + rowHeights.reduce(0, +) + rowGap * Double(rowHeights.count - 1) + bottomPadding
    }

    /// Height of the stated key area (total minus banner): 260 pt.
    public static var statedKeyAreaHeight: Double { totalHeight - bannerHeight }

    /// Stated height no row, gap or padding accounts for: 64 pt.
    public static var unassignedHeight: Double { statedKeyAreaHeight - assignedKeyAreaHeight }

    /// The top edge (in keyboard coordinates, banner included) of each row.
    public static let rowOrigins: [Double] = {
        var y = bannerHeight + topPadding
        var origins: [Double] = []
        for height in rowHeights {
            origins.append(y)
            y += height + rowGap
        }
        return origins
    }()
}
