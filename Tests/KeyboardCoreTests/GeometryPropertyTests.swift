import KeyboardCore
import PropertyBased
import Testing

/// Property: for any valid width 200…1400 pt, on any layout with or without the globe,
/// key frames and hit regions never overlap and stay inside the keyboard.
struct GeometryPropertyTests {
    @Test func framesNeverOverlapForRandomWidths() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: 200...1400), Gen.int(in: 0...2), Gen.bool
        ) { width, modeIndex, showsGlobe in
            let geometry = try KeyboardGeometry(width: width)
            let layout = KeyboardLayout.standard(KeyboardMode.allCases[modeIndex], showsGlobe: showsGlobe)
            let frames = try geometry.frames(for: layout)
            GeometryTests.expectDisjointAndInside(frames.flatMap { $0 }, bounds: geometry.bounds)
            GeometryTests.expectDisjointAndInside(
                try geometry.hitRegions(for: frames).flatMap { $0 }, bounds: geometry.bounds)
            for row in frames {
                let first = try #require(row.first), last = try #require(row.last)
                #expect(first.x >= KeyboardMetrics.sidePadding - 1e-9)
                #expect(last.maxX <= width - KeyboardMetrics.sidePadding + 1e-9)
            }
        }
    }
}
