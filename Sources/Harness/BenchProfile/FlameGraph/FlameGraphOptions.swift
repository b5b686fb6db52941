/// The drawing settings of a flame graph; the defaults are those of `flamegraph.pl`.
public struct FlameGraphOptions: Equatable, Sendable {
    /// The image's width in pixels.
    public var width = 1200
    /// One frame's height in pixels.
    var frameHeight = 16
    /// The labels' font size in pixels.
    var fontSize = 12.0
    /// The narrowest frame drawn, in pixels; narrower frames (and all above them) are left out.
    public var minimumWidth = 0.1
    /// How a differential graph makes the two profiles' weights comparable (nil: by the unit, see
    /// `DiffScale.natural(for:)`).
    public var scale: DiffScale?

    /// The default settings.
    public init() {}

    /// The average width of one character of the labels' font, for cutting labels to fit.
    var characterWidth: Double { fontSize * 0.59 }
    /// The margin left and right of the frames.
    var sidePadding: Double { 10 }
    /// The room above the frames (title, search box) and below them (the details line).
    var topPadding: Double { Double(frameHeight) * 2 + 16 }
    var bottomPadding: Double { Double(frameHeight) + 20 }
}
