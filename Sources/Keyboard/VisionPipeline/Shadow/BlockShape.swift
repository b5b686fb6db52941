/// The blocks that start a shadow's area in one row of the window (`ShadowGap`): the block
/// (`ShadowWindow.blockWidth` × `blockRows`) when its rows lie in the window, the contact wedge's
/// (`tall` wide × `wedgeRows`) level with the tip or below it, and the window's words.
struct BlockShape {
    /// Whether the block's rows below this one lie in the window.
    var wide: Bool
    /// The wedge's width in this frame (1 or 2), when its rows lie in the window level with the tip or below.
    var tall: Int?
    /// The words of the window's columns.
    var words: ClosedRange<Int>
}
