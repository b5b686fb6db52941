import Foundation
import Testing
import TouchMapping

@testable import VisionPipeline

/// The fingertip is the end of the finger's axis: an upright finger's is its topmost run's middle; a
/// tilted finger's lies beside and below the top of its round cap, where the axis ends.
@Suite struct FingertipTests {
    /// A mask holding a finger (a capsule of `radius` from its tip's centre `tip`, `length` long, tilted
    /// `degrees` clockwise from upright — the hand below it) and its largest component.
    static func finger(tip: Point, radius: Double, length: Double, degrees: Double) -> (BitMask, Component) {
        let mask = BitMask(width: 200, height: 160)
        let angle = degrees * .pi / 180
        let direction = (x: -sin(angle), y: cos(angle))  // from the tip's centre down the finger
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                let px = Double(x) + 0.5 - tip.x, py = Double(y) + 0.5 - tip.y
                let along = Swift.min(Swift.max(px * direction.x + py * direction.y, 0), length)
                let dx = px - along * direction.x, dy = py - along * direction.y
                mask[x, y] = dx * dx + dy * dy <= radius * radius
            }
        }
        let components = RunComponents(maxRuns: 10_000)
        _ = components.label(mask)
        return (mask, components[components.largest!])
    }

    /// The axis's end of that finger: the tip's centre moved one radius up the axis.
    static func axisEnd(tip: Point, radius: Double, degrees: Double) -> Point {
        let angle = degrees * .pi / 180
        return Point(x: tip.x + radius * sin(angle), y: tip.y - radius * cos(angle))
    }

    @Test func anUprightFingersTipIsItsTopmostRunsMiddle() {
        let (mask, hand) = Self.finger(tip: Point(x: 100, y: 30), radius: 7.5, length: 90, degrees: 0)
        let tip = Fingertip.locate(hand, in: mask)
        #expect(tip == Point(x: hand.topMiddle, y: Double(hand.topRow)))
    }

    @Test(arguments: [-20.0, -12, 8, 15, 25])
    func aTiltedFingersTipIsTheEndOfItsAxis(degrees: Double) {
        let centre = Point(x: 100, y: 30)
        let (mask, hand) = Self.finger(tip: centre, radius: 7.5, length: 90, degrees: degrees)
        let seen = Fingertip.locate(hand, in: mask), truth = Self.axisEnd(tip: centre, radius: 7.5, degrees: degrees)
        let topmost = Point(x: hand.topMiddle, y: Double(hand.topRow))
        let error = (seen.x - truth.x).magnitude, before = (topmost.x - truth.x).magnitude
        #expect(error < 0.6, "\(degrees)°: seen \(seen), axis end \(truth)")
        #expect(error < before, "\(degrees)°: the topmost run's middle was \(before) px off, now \(error)")
    }

    @Test func aRoundBlobKeepsItsTopmostRun() {
        let (mask, hand) = Self.finger(tip: Point(x: 100, y: 30), radius: 7.5, length: 2, degrees: 20)
        let tip = Fingertip.locate(hand, in: mask)
        #expect(tip == Point(x: hand.topMiddle, y: Double(hand.topRow)))
    }
}
