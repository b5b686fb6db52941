/// How fingertips become touches: a finger's travel between frames, its lift between presses, and how
/// the typing finger is chosen among a hand's fingers. Pixel sizes are for 640 × 480 and scale with the
/// frame's width.
public struct FingerConfig: Hashable, Sendable {
    /// The farthest (pixels) a fingertip that was already on the paper the frame before moves between two
    /// frames of one contact: farther, it is sliding or smeared by motion blur across keys, and the frame
    /// is no touch whatever its shadow reads. A finger whose gap was open the frame before is landing and
    /// may arrive from anywhere (a fast finger lands still moving sideways, 10–15 px on its last frame).
    public var contactTravel: Double = 12
    /// A gap to the finger's own shadow this open (pixels) or more is the finger lifted: the contact ends
    /// at once, and the next touch — on any key, the same one too — is a new press. After a press no other
    /// press registers until such a lift (a finger sliding on the paper presses nothing more). Above the
    /// 1–2 px a compressed finger's top reads as a gap mid-contact; below the 3–5 px of a fast finger's
    /// one frame in the air between two presses 100 ms apart.
    public var liftGap: Double = 3
    /// Where chroma is coarse (JPEG: one colour per 16 × 16 block), hand frames in a row whose gap must
    /// read open at a still fingertip (within `stillTip` of the frame before) after a press for the
    /// finger to count as lifted. A fingertip's cap that shares a block with the paper takes the paper's
    /// colour: darker than the paper, it reads as shadow ahead of the finger's top found below it, and
    /// the gap reads 3–6 px open on single frames while the finger rests (each frame's block is quantised
    /// anew with the sensor's noise). A finger that lifts stays up longer than one frame (a lift and a
    /// landing take 30 ms and more each); one that moves away lifts at once.
    public var coarseLiftFrames: Int = 2
    /// Where chroma is coarse, an open gap shorter than this (pixels) at a still fingertip may be the
    /// finger's own cap read as shadow: the cap a chroma block takes reaches at most a finger's radius
    /// (7 px and more) above the top found, less the edge row the mask keeps. The frame's health says the
    /// touch cannot be read (`no_shadow`).
    public var capGap: Double = 6
    /// Whether a closed gap in a frame that cannot tell a finger on the paper from one a few pixels up
    /// (`no_shadow`: a frame too coarse to resolve the lift gap whose chroma is coarse too, JPEG at
    /// 320 × 240) still presses its key, as the best guess. Off: such a frame takes no press — a finger
    /// dipping 3–5 px above a key reads closed there on four frames and more in a row, and its press
    /// would be a character typed that the user did not type.
    public var pressUnreadable = false
    /// The smallest gap (frame pixels, at every size) the finger's mask resolves: its top row and the
    /// shadow's are whole pixels, and a compressed or noisy top jitters by a pixel. Where the lift gap
    /// (scaled to the frame) is smaller than this, a closed gap on a frame the finger travelled does not
    /// tell a finger sliding on the paper from one crossing low in the air (at 320 × 240 a finger 2–4 px
    /// up between two fast presses reads a closed gap).
    public var gapResolution: Double = 2
    /// A frame whose optics spread a printed edge along the columns this far (pixels, 20 % to 80 % of the
    /// step: `EdgeSpread.y`) or farther is blurred: there a fingertip's own cap, smeared a row above its
    /// mask, reads as a crest of shadow at a finger resting on the paper, and a crest rising no higher is
    /// contact (`VisionPipeline.blurRise`). A sharp camera spreads an edge over about a pixel (the step
    /// falls between two pixels; noise and JPEG add a few tenths: 1.0–1.3 px on the independent scenes at
    /// both sizes, 0.6 px on the renderer's); their 9 px motion blur at 20° 1.9 px, defocus of σ 2 3.5 px.
    public var blurredEdge: Double = 1.5
    /// The widest (pixels) the optics may spread an edge (`EdgeSpread`, its wider axis) for a closed gap
    /// to tell a finger on the paper from one a few pixels up: under half a fingertip's width (16 px).
    /// Wider, the fingertip's cap and the shadow beside and ahead of it are smeared into each other: a
    /// finger hovering 2–5 px up reads a closed gap on four frames and more in a row, and a press read
    /// there would be a character the user did not type. Measured, scaled to 640 × 480: a 9 px motion
    /// blur at 320 × 240 spreads 8.7 px (key accuracy 0.75–0.975, up to 3 false touches); the renderer's
    /// defocus of σ 3 spreads 6.1 px and the independent scenes' defocus of σ 2 at 320 × 240 6.8 px, and
    /// both read every contact.
    public var readableSpread: Double = 7.5
    /// A fingertip that moved this far (pixels) since the last frame was lifted, whatever its gap read:
    /// no finger slides on paper that fast (a slide reads up to ~27 px a frame at 60 fps), a finger
    /// crossing to another key in one frame in the air does (0.8 of a key, 45 px and more); a barely
    /// lifted finger's gap of 1–2 px is not seen under its cap.
    public var liftTravel: Double = 36
    /// A finger's own shadow starts within its half width plus this (pixels) of the ray along the
    /// light from its tip (the light's direction is learnt to a few degrees; the cap's shadow spreads).
    public var shadowBand: Double = 2
    /// The light's direction is learnt from a lone finger's gaps up to this (pixels): a shadow farther
    /// off may be anything's.
    public var lightGap: Double = 40
    /// A local top of the hand's mask is an extended finger when it runs down at least this many of its
    /// widths before widening into the hand (a curled knuckle or a thumb's stub is shorter).
    public var fingerLength: Int = 2
    /// An extended finger's top lies at most this many of its widths below the hand's top (fingers held
    /// out together end near each other; a curled knuckle or the thumb lies farther back).
    public var fingerReach: Double = 2
    /// The light's direction is used once this many lone-finger shadows were seen and their mean unit
    /// direction is at least `lightAgreement` long (they agree); each new one weighs `lightWeight`.
    public var lightSamples: Int = 8, lightAgreement: Double = 0.8, lightWeight: Double = 0.1
    /// Another finger than the typing one is on the paper only where its shadow beside its body, on the
    /// side the light casts towards, lies within this (pixels) of its skin on most rows behind its tip:
    /// at contact the shadow meets the finger; a finger hovering a few pixels up casts its body's shadow
    /// along the light, detached by a strip of lit paper (the skin grown by one pixel is not searched for
    /// shadow, so 1 is touching).
    public var contactMargin: Double = 1
    /// The rows behind a fingertip (pixels) where that shadow beside its body is looked for, and the
    /// share of them (where it is seen) that may lie detached at contact: noise, a soft edge and the
    /// wedge's blurred start leave a few rows of a resting finger's shadow a pixel off (up to ~0.55 of
    /// them on the independent scenes' chords), a hovering neighbour's lies off on 0.7–0.9 of them.
    public var contactRows: Int = 16, hoverShare: Double = 2.0 / 3
    /// The light comes from straight behind when its learnt unit direction's across component is under
    /// this: both sides of a finger are searched for its own shadow beside it.
    public var lightBehind: Double = 0.2
    /// Two fingers' gaps within this (frame pixels: the mask's half pixel) are a tie for the typing finger,
    /// settled by nearness to the last typing tip.
    public var gapTie: Double = 0.5
    /// The steepest a finger's shadow band runs along the light (columns per row): a light nearly across
    /// the image is taken at this slope.
    public var bandSlope: Double = 3

    /// A shadow gone under the finger (`ShadowWatch`): one last seen this close (pixels) to the tip at
    /// most `closingFrames` hand frames before it vanished, at a tip that has not moved more than
    /// `stillTip` (pixels) since, went under the finger; it is held there while the tip stays within
    /// `stillTip` of where it was the frame before (a heavily compressed fingertip jitters by 3–4 px
    /// between frames of one contact; a finger sliding away moves farther). Unlike the scene's distances
    /// these stay in frame pixels at every size: they are the mask's own jitter and the last gaps it
    /// can still resolve (halved at 320 × 240, the lamp straight behind lost 3 of 8 touches there).
    public var closingGap: Double = 8, closingFrames: Int = 2, stillTip: Double = 4
    /// Hand frames in a row without a shadow seen after which the frame's health says `no_shadow`.
    public var unseenFrames: Int = 20

    /// The defaults.
    public init() {}
}
