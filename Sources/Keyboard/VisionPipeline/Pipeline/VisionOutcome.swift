import TouchMapping

/// What the pipeline made of one frame.
public struct VisionOutcome: Sendable {
    /// The fingertip in camera pixels, when a hand was seen.
    public var fingertip: Point?
    /// The finger–shadow gap in camera pixels (∞ with no hand or no shadow near the tip; 0 while a shadow
    /// that closed in on a still fingertip is held hidden under it).
    public var shadowDistance: Double
    /// The observation handed to TouchMapping (keyboard space), when a hand was seen.
    public var observation: TouchObservation?
    /// TouchMapping's verdict and the press that registered, if any.
    public var step: TouchStep
    /// What the pipeline could see in this frame.
    public var health: VisionHealth = .ok

    /// A second finger's press in the same frame (two keys pressed together), after `press`.
    public var secondPress: KeyPressEvent?
    /// The second finger's press when it is the leftmost of two pressed together (it comes first).
    var firstPress: KeyPressEvent?

    /// The press that registered in this frame, if any (the leftmost of two pressed together).
    public var press: KeyPressEvent? { firstPress ?? step.press }
}

/// What the pipeline has done besides mapping touches.
public struct VisionCounters: Hashable, Sendable {
    /// Frames processed, and those with a hand.
    public var frames = 0, framesWithHand = 0
    /// Lighting changes noticed, references re-captured, recalibrations done and failed.
    public var lightingChanges = 0, recaptures = 0, recalibrations = 0, failedRecalibrations = 0
    /// Frames whose mask had more runs or components than the buffers hold (treated as no hand).
    public var noisyFrames = 0
    /// Camera moves followed (the reference moved with the marks).
    public var cameraMoves = 0
    /// Times something at rest on the desk joined the reference, and the grid cells it covered.
    public var absorptions = 0, absorbedCells = 0
    /// Frames per health state.
    public var health = HealthCounts()
}
