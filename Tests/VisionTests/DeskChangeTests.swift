import SceneRenderer
import TestSupport
import Testing
import TouchMapping
@testable import VisionPipeline

/// A desk that changes: objects put down during a session are never taken for the hand, press no key,
/// and join the reference a bounded time after they come to rest.
@Suite struct DeskChangeTests {
    static let text = "fj dk sl gh fj dk sl gh fj dk sl gh"

    /// A dark phone beside the keys, a red mug, a slate phone just above the top row (320 × 240).
    static let objects = DeskObject.sample(from: 40)

    @Test func objectsPutDownPressNothingAndJoinTheReference() throws {
        let renderer = try TestScenes.renderer(Self.text, settings: TestScenes.settings())
        renderer.conditions.table = .plain
        renderer.conditions.objects = Self.objects
        let pipeline = try TestScenes.pipeline(renderer)
        var absorbedAt: [Int] = []
        var seen = 0
        let score = try TestScenes.run(renderer, pipeline) { index, _, _ in
            if pipeline.counters.absorptions > seen {
                seen = pipeline.counters.absorptions
                absorbedAt.append(index)
            }
        }
        #expect(score.keyAccuracy >= 0.97, "key accuracy \(score.keyAccuracy)")
        #expect(score.falseTouches == 0)
        // Each object joins the reference within settleFrames (30) and a few frames of coming to rest.
        for object in Self.objects {
            let joined = absorbedAt.first { $0 >= object.downFrame }
            #expect(joined != nil, "object down at \(object.downFrame) never joined the reference")
            if let joined {
                #expect(joined - object.downFrame <= 60, "joined \(joined - object.downFrame) frames after")
            }
        }
    }

    @Test func aMugAtRestIsNeverAHoveringHand() throws {
        let renderer = try TestScenes.renderer(Self.text, settings: TestScenes.settings())
        renderer.conditions.table = .plain
        renderer.conditions.noHand = true
        let mug = DeskObject.sample(from: 20)[1]
        renderer.conditions.objects = [mug]
        let pipeline = try TestScenes.pipeline(renderer)
        let layout = try TestScenes.layout(renderer)
        let rest = mug.downFrame + VisionConfig.standard.desk.restFrames
        for index in 0..<(mug.downFrame + 80) {
            let truth = renderer.render(frame: index)
            let outcome = try pipeline.process(renderer.frame.pixels, layout: layout, timestamp: truth.timestamp)
            #expect(outcome.press == nil, "frame \(index)")
            if index > rest { #expect(outcome.fingertip == nil, "frame \(index): the mug taken for a hand") }
        }
        #expect(pipeline.counters.absorptions >= 1, "the mug joined the reference")
    }

    @Test func withoutObjectsNothingJoinsTheReferenceWhileTyping() throws {
        let renderer = try TestScenes.renderer(Self.text, settings: TestScenes.settings())
        renderer.conditions.table = .plain
        let pipeline = try TestScenes.pipeline(renderer)
        let score = try TestScenes.run(renderer, pipeline)
        #expect(score.keyAccuracy >= 0.97)
        #expect(pipeline.counters.absorbedCells <= 4, "cells taken in: \(pipeline.counters.absorbedCells)")
    }

    @Test func aStillComponentAwayFromTheHandIsNotTheHand() {
        let desk = DeskChange(width: 64, height: 48, step: 4)
        for index in 0..<(desk.columns * desk.rows) { desk.runs[index] = 40 }
        #expect(desk.mark(settle: 30, keepOut: PixelBox(minX: 0, minY: 0, maxX: 63, maxY: 47), hand: nil) == 0)
        #expect(desk.mark(settle: 30, keepOut: PixelBox(minX: 0, minY: 0, maxX: 15, maxY: 47), hand: nil) > 0)
        #expect(desk.isFlagged(x: 40, y: 20, 1))
        #expect(!desk.isFlagged(x: 4, y: 20, 1))
        desk.finish(taken: true)
        #expect(desk.run(x: 40, y: 20) == 0)
        #expect(desk.run(x: 4, y: 20) == 40)
    }

    /// A cell is 8 px at 640 × 480 and scales with the frame in whole coarse samples: at 320 × 240 a
    /// fingertip 8 px wide no longer fills a cell that the hand's body covered frames before (a fast
    /// finger landing there read as at rest and was dropped for the whole press).
    @Test func cellsScaleWithTheFrame() {
        let sizes = [(320, 240), (640, 480), (1_280, 720), (960, 540)]
        let cells = sizes.map { DeskChange(width: $0.0, height: $0.1, step: 4) }
        #expect(cells.map(\.cell) == [4, 8, 16, 12] && cells.map(\.samples) == [1, 2, 4, 3])
        var row: [UInt64] = [0, 1 << 1]  // sample 65 set: in the cell of samples 63...65, not in 60...62
        row.withUnsafeBufferPointer { words in
            #expect(BitMask.anySet(words.baseAddress!, from: 63, count: 3))
            #expect(!BitMask.anySet(words.baseAddress!, from: 60, count: 3))
            #expect(!BitMask.anySet(words.baseAddress!, from: 66, count: 62))
        }
        row[0] = 1 << 62
        row.withUnsafeBufferPointer { #expect(BitMask.anySet($0.baseAddress!, from: 60, count: 3)) }
    }

    /// `anySet` within one word (a shift and a mask) and across words gives what testing bit by bit gives,
    /// for every start and length over two words of scattered bits.
    @Test func anySetIsTheBitByBitTest() {
        let words: [UInt64] = [0x8000_0000_0000_0001 | 1 << 17, 1 << 0 | 1 << 40]
        words.withUnsafeBufferPointer { buffer in
            for first in 0..<128 {
                for count in 0...(128 - first) {
                    let expected = (first..<first + count).contains { words[$0 >> 6] >> UInt64($0 & 63) & 1 == 1 }
                    #expect(BitMask.anySet(buffer.baseAddress!, from: first, count: count) == expected)
                }
            }
        }
    }
}
