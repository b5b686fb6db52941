/// The audit of one layout on one device (story 6.2 ACs 6–8).
public struct LayoutAuditReport: Hashable, Sendable {
    /// The device audited.
    public let device: DevicePreset
    /// The layout audited.
    public let mode: KeyboardMode
    /// Keyboard height, banner included (320 pt).
    public let keyboardHeight: Double
    /// `keyboardHeight / device.screenHeight`.
    public let heightShare: Double
    /// Stated height that no row, gap or padding accounts for (64 pt; see `KeyboardMetrics`).
    public let unassignedHeight: Double
    /// Every key's hit region against the guideline, row by row flattened.
    public let keys: [KeyHitFinding]

    /// The ceiling story 6.2 AC7 sets on the height share (~40 %).
    public static let maximumHeightShare = 0.40

    /// Whether the keyboard stays within 40 % of the screen height.
    public var heightWithinLimit: Bool { heightShare <= Self.maximumHeightShare }

    /// The keys whose hit region is smaller than 44 × 44 pt.
    public var shortKeys: [KeyHitFinding] { keys.filter { !$0.meetsGuideline } }

    /// Whether every check passed.
    public var passes: Bool { heightWithinLimit && shortKeys.isEmpty }
}
