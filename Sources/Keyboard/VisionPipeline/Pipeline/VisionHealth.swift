/// What the pipeline could see in a frame: a pipeline that sees nothing says so, never a silent 0 touches.
public enum VisionHealth: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The sheet is where it should be and the frame is usable (with or without a hand).
    case ok
    /// The sheet's marks are not where they should be and no move explains it (covered, or gone).
    case noSheet
    /// Something is in view that cannot be told apart as a hand (the mask overflowed, or most of the
    /// frame changed at once).
    case handLost
    /// The frame is too dark, too bright or too flat to see the sheet's print.
    case lowContrast
    /// The camera moved: the homography follows the marks and the reference is re-taken.
    case recalibrating
    /// A hand is over the sheet but its shadow has not been seen near the fingertip for many frames (a
    /// lamp overhead, or straight behind the user with the finger along its shadow): touches cannot be
    /// told from hovering. Also a finger that stopped on the paper after moving on from its last press
    /// with no lift seen, in a frame too coarse to resolve a fast finger's lift (320 × 240): whether it
    /// slid (no press) or lifted low and pressed again cannot be told, and no press is taken. Also a
    /// closed gap in a frame both too coarse to resolve the lift gap and of coarse chroma (JPEG at
    /// 320 × 240): a finger a few pixels up casts its shadow within the codec's blocks of the finger, where
    /// it reads as the finger's top or the contact's wedge, so contact cannot be told from a hover: no
    /// press is taken from such a frame (`FingerConfig.pressUnreadable` takes it as the best guess). Also
    /// a closed gap in a frame whose optics spread an edge over half a fingertip's width
    /// (`FingerConfig.readableSpread`): fingertip and shadow smear into each other, and no press is taken.
    case noShadow
    /// The sheet's marks disagree with every in-plane move and no plane (homography) fits the marks and
    /// the print within tolerance, for several frames in a row: where a fingertip lies on the keyboard is
    /// not known. (A plane that fits is a camera move, followed as one.)
    case sheetUnfit
    /// More than one finger is extended and which one is typing cannot be told: a neighbour's shadow
    /// may fall where the typing finger's own shadow would (two fingers along the light's direction),
    /// or the light's direction along the desk is not known yet. The frame's press is the best guess
    /// (the finger whose gap closed, else the one nearest its shadow); the keyboard may ask to confirm it.
    case fingerAmbiguous

    /// The name in reports: `ok`, `no_sheet`, `hand_lost`, `low_contrast`, `recalibrating`, `no_shadow`,
    /// `sheet_unfit`, `finger_ambiguous`.
    public var description: String {
        switch self {
        case .ok: "ok"
        case .noSheet: "no_sheet"
        case .handLost: "hand_lost"
        case .lowContrast: "low_contrast"
        case .recalibrating: "recalibrating"
        case .noShadow: "no_shadow"
        case .sheetUnfit: "sheet_unfit"
        case .fingerAmbiguous: "finger_ambiguous"
        }
    }
}

/// Frames counted per health state (fixed storage: counting allocates nothing).
public struct HealthCounts: Hashable, Sendable {
    private var counts = (0, 0, 0, 0, 0, 0, 0, 0)

    /// No frames counted.
    public init() {}

    /// Frames seen in `state`.
    public subscript(state: VisionHealth) -> Int {
        get {
            switch state {
            case .ok: counts.0
            case .noSheet: counts.1
            case .handLost: counts.2
            case .lowContrast: counts.3
            case .recalibrating: counts.4
            case .noShadow: counts.5
            case .sheetUnfit: counts.6
            case .fingerAmbiguous: counts.7
            }
        }
        set {
            switch state {
            case .ok: counts.0 = newValue
            case .noSheet: counts.1 = newValue
            case .handLost: counts.2 = newValue
            case .lowContrast: counts.3 = newValue
            case .recalibrating: counts.4 = newValue
            case .noShadow: counts.5 = newValue
            case .sheetUnfit: counts.6 = newValue
            case .fingerAmbiguous: counts.7 = newValue
            }
        }
    }

    /// Equal when every count is.
    public static func == (a: HealthCounts, b: HealthCounts) -> Bool {
        VisionHealth.allCases.allSatisfy { a[$0] == b[$0] }
    }

    /// Hashes every count.
    public func hash(into hasher: inout Hasher) {
        for state in VisionHealth.allCases { hasher.combine(self[state]) }
    }
}
