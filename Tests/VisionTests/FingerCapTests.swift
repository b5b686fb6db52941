import TestSupport
import Testing
@testable import VisionPipeline

/// The finger's cap where chroma is coarse (`HandSegmenter.addingCap`): rows above the hand's top as bright
/// as the finger and closed by paper are the finger's top that lost its colour to the paper's block; a band
/// as bright as the finger that is not closed by paper (a shadow ahead of it), a finger as pale as the
/// paper, or a camera whose chroma is not coarse leaves the hand as found.
@Suite struct FingerCapTests {
    static let (width, height) = (96, 64)
    static let finger = 40..<52
    static let foundTop = 24
    static let grey: (UInt8, UInt8, UInt8) = (168, 166, 160)

    /// A frame of paper with a finger over `finger` from row `foundTop` down in skin colour, and rows
    /// `band` above it in `bandColour` over `bandColumns` (the finger's columns unless told).
    static func frame(
        band: Range<Int>, bandColour: (UInt8, UInt8, UInt8), bandColumns: Range<Int> = finger,
        skin: (UInt8, UInt8, UInt8) = (230, 160, 110)
    ) -> ([UInt8], FrameLayout) {
        let paper = CoarseChromaTests.paper
        let paperColour = (UInt8(paper.0), UInt8(paper.1), UInt8(paper.2))
        return TestScenes.frame(width: width, height: height) { x, y in
            if y >= foundTop { return finger.contains(x) ? skin : paperColour }
            return band.contains(y) && bandColumns.contains(x) ? bandColour : paperColour
        }
    }

    /// The hand as segmentation found it: the finger's columns from `foundTop` down, in `raw` and `opened`.
    static func found() -> (Component, BitMask, BitMask) {
        let raw = BitMask(width: width, height: height), opened = BitMask(width: width, height: height)
        var hand = Component()
        for y in foundTop..<height {
            hand.add(row: y, start: finger.lowerBound, end: finger.upperBound)
            for x in finger {
                raw[x, y] = true
                opened[x, y] = true
            }
        }
        return (hand, raw, opened)
    }

    /// The hand after `addingCap` on `frame` (the reference printed black on the rows `ink`), with the masks
    /// it marked and the first row it wrote.
    static func cappedWithFirstRow(_ frame: ([UInt8], FrameLayout), coarse: Bool = true, ink: Range<Int> = 0..<0)
        -> (Component, BitMask, BitMask, Int)
    {
        let (segmenter, _) = CoarseChromaTests.segmenter(coarse: coarse, width: width, height: height, ink: ink)
        let (hand, raw, opened) = found()
        let capped = frame.0.withUnsafeBufferPointer {
            segmenter.addingCap(to: hand, $0.baseAddress!, frame.1, raw: raw, opened: opened)
        }
        return (capped.hand, raw, opened, capped.firstRow)
    }

    /// The hand after `addingCap` on `frame`, with the masks it marked.
    static func capped(_ frame: ([UInt8], FrameLayout), coarse: Bool = true) -> (Component, BitMask, BitMask) {
        let (hand, raw, opened, _) = cappedWithFirstRow(frame, coarse: coarse)
        return (hand, raw, opened)
    }

    @Test func theCapsBlurredEdgeIsLeftOutOfTheShadowAndItsRowsAreReported() {
        // Grey cap rows 20..<24, a row between the grey and the paper at row 19, paper above.
        let (frame, layout) = TestScenes.frame(width: Self.width, height: Self.height) { x, y in
            let paper = CoarseChromaTests.paper
            guard Self.finger.contains(x), y >= 19 else { return (UInt8(paper.0), UInt8(paper.1), UInt8(paper.2)) }
            return y >= Self.foundTop ? (230, 160, 110) : y >= 20 ? Self.grey : (204, 201, 194)
        }
        let (hand, raw, opened, firstRow) = Self.cappedWithFirstRow((frame, layout))
        #expect(hand.topRow == 20 && firstRow == 19)
        #expect(raw[45, 19] && !opened[45, 19], "the edge is kept out of the shadow, not made finger")
    }

    @Test func aGreyCapClosedByPaperIsTheFingersTop() {
        let (hand, raw, opened) = Self.capped(Self.frame(band: 20..<24, bandColour: Self.grey))
        #expect(hand.topRow == 20)
        #expect(hand.topStart == Self.finger.lowerBound && hand.topEnd == Self.finger.upperBound)
        #expect((20..<24).allSatisfy { y in Self.finger.allSatisfy { opened[$0, y] && raw[$0, y] } })
        #expect(!opened[45, 19], "the paper above the cap stays paper")
    }

    @Test func aCapOverMostOfAChromaBlockIsTheFingersTop() {
        // A finger eight pixels wide fills too little of the 16-row block holding its top: ten rows lost
        // their warmth.
        let (hand, _, opened) = Self.capped(Self.frame(band: 14..<24, bandColour: Self.grey))
        #expect(hand.topRow == 14)
        #expect((14..<24).allSatisfy { y in opened[45, y] } && !opened[45, 13])
    }

    @Test func aPrintedLineUnderTheFingerLeavesItsBrightnessToThePaper() {
        // The reference's rows 26..<28 are a printed line: the finger over it reads three times as bright
        // against it; read there, the finger's mean would lie past the paper's and no cap be looked for.
        let (hand, _, opened, _) = Self.cappedWithFirstRow(
            Self.frame(band: 20..<24, bandColour: Self.grey), ink: 26..<28)
        #expect(hand.topRow == 20)
        #expect((20..<24).allSatisfy { y in opened[45, y] })
    }

    @Test func aBandAsBrightAsTheFingerThatPaperDoesNotCloseIsLeft() {
        let (hand, _, opened) = Self.capped(Self.frame(band: 8..<24, bandColour: Self.grey))
        #expect(hand.topRow == Self.foundTop)
        #expect(!opened[45, Self.foundTop - 1])
    }

    @Test func aBandOverOneSideOfTheFingersTopIsLeft() {
        // Half the top run's columns as bright as the finger, all on its left: a shadow's tip beside it.
        let (hand, _, opened) = Self.capped(Self.frame(band: 20..<24, bandColour: Self.grey, bandColumns: 40..<46))
        #expect(hand.topRow == Self.foundTop)
        #expect(!opened[41, Self.foundTop - 1])
    }

    @Test func aShadowDarkerThanTheFingerIsLeft() {
        let (hand, _, _) = Self.capped(Self.frame(band: 20..<24, bandColour: (108, 106, 102)))
        #expect(hand.topRow == Self.foundTop)
    }

    @Test func aFingerAsPaleAsThePaperOrChromaThatIsNotCoarseIsLeft() {
        let pale = Self.frame(band: 20..<24, bandColour: (226, 222, 214), skin: (250, 222, 200))
        #expect(Self.capped(pale).0.topRow == Self.foundTop)
        #expect(Self.capped(Self.frame(band: 20..<24, bandColour: Self.grey), coarse: false).0.topRow == Self.foundTop)
    }
}
