import KeyboardCore
import Testing

/// Story 6.2 geometry at a known width (iPhone SE, 375 pt) and general invariants.
struct GeometryTests {
    let geometry: KeyboardGeometry

    init() throws { geometry = try KeyboardGeometry(width: 375) }

    private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func metricsAsStatedAndTheirGap() {
        #expect(KeyboardMetrics.totalHeight == 320)
        #expect(KeyboardMetrics.bannerHeight == 60)
        #expect(KeyboardMetrics.rowHeights == [46, 46, 46, 38])
        #expect(KeyboardMetrics.assignedKeyAreaHeight == 196)
        #expect(KeyboardMetrics.statedKeyAreaHeight == 260)
        #expect(KeyboardMetrics.unassignedHeight == 64)
        #expect(KeyboardMetrics.rowOrigins == [64, 114, 164, 214])
        #expect(geometry.bounds == Rect(x: 0, y: 0, width: 375, height: 320))
    }

    @Test func lettersFramesAt375() throws {
        let rows = try geometry.frames(for: .letters)
        let unit = (367.0 - 36) / 10
        #expect(near(rows[0][0].x, 4) && near(rows[0][0].width, unit) && rows[0][0].y == 64 && rows[0][0].height == 46)
        #expect(near(rows[0][9].maxX, 371))
        #expect(near(rows[1][0].x, 4 + (unit + 4) / 2) && near(rows[1][0].width, unit) && rows[1][0].y == 114)
        #expect(rows[2][0] == Rect(x: 4, y: 164, width: 45, height: 46))
        #expect(near(rows[2][1].x, 53) && near(rows[2][1].width, 35))
        #expect(near(rows[2][8].x, 326) && rows[2][8].width == 45)
        #expect(rows[3][0] == Rect(x: 4, y: 214, width: 45, height: 38))
        #expect(rows[3][1] == Rect(x: 53, y: 214, width: 45, height: 38))
        #expect(near(rows[3][2].x, 102) && near(rows[3][2].width, 177))
        #expect(near(rows[3][3].x, 283) && rows[3][3].width == 88 && near(rows[3][3].maxX, 371))
    }

    @Test func numbersRowThreePunctuationSharesTheRest() throws {
        let row = try geometry.frames(for: .numbers)[2]
        #expect(row[0].width == 45 && row[6].width == 45)
        for frame in row[1...5] { #expect(near(frame.width, (367.0 - 90 - 24) / 5)) }
    }

    @Test(arguments: [375.0, 393, 430, 200, 1366])
    func secondLetterRowIsCentredAndAsWideAsTopRowKeys(_ width: Double) throws {
        let rows = try KeyboardGeometry(width: width).frames(for: .letters)
        #expect(near(rows[1][0].width, rows[0][0].width))
        let left = rows[1][0].x, right = width - rows[1][8].maxX
        #expect(near(left, right))
    }

    @Test(arguments: [375.0, 393, 430])
    func spaceAndReturnHaveTheSameFramesOnAllLayouts(_ width: Double) throws {
        let geometry = try KeyboardGeometry(width: width)
        for showsGlobe in [true, false] {
            let bottoms = try KeyboardMode.allCases.map {
                try geometry.frames(for: .standard($0, showsGlobe: showsGlobe))[3]
            }
            #expect(bottoms.allSatisfy { $0 == bottoms[0] })
        }
    }

    @Test func hiddenGlobeGrowsTheSpaceBar() throws {
        let shown = try geometry.frames(for: .standard(.letters, showsGlobe: true))[3]
        let hidden = try geometry.frames(for: .standard(.letters, showsGlobe: false))[3]
        #expect(hidden.count == 3)
        #expect(near(hidden[1].width, shown[2].width + 45 + 4))
        #expect(hidden[2] == shown[3])
    }

    @Test(arguments: KeyboardMode.allCases)
    func framesNeverOverlapAndStayInside(_ mode: KeyboardMode) throws {
        let frames = try geometry.frames(for: .standard(mode)).flatMap { $0 }
        Self.expectDisjointAndInside(frames, bounds: geometry.bounds)
    }

    @Test func hitRegionsOfAtRowAt375() throws {
        let frames = try geometry.frames(for: .letters)
        let hits = try geometry.hitRegions(for: frames)
        let unit = (367.0 - 36) / 10
        #expect(
            hits[0][0].x == 0 && near(hits[0][0].width, 4 + unit + 2) && hits[0][0].y == 60 && hits[0][0].height == 52)
        #expect(near(hits[0][1].width, unit + 4))
        #expect(hits[1][0].x == 0 && hits[1][0].height == 50)
        #expect(hits[3][0].y == 212 && hits[3][0].height == 44)
        Self.expectDisjointAndInside(hits.flatMap { $0 }, bounds: geometry.bounds)
    }

    static func expectDisjointAndInside(_ frames: [Rect], bounds: Rect) {
        for (i, frame) in frames.enumerated() {
            #expect(bounds.contains(frame), "\(frame) outside")
            #expect(frame.width > 0 && frame.height > 0)
            for other in frames[(i + 1)...] { #expect(!frame.overlaps(other), "\(frame) overlaps \(other)") }
        }
    }

    @Test(arguments: [0.0, -1, -375, .nan, .infinity, -.infinity])
    func invalidWidthThrows(_ width: Double) {
        #expect(throws: KeyboardGeometryError.self) { try KeyboardGeometry(width: width) }
        do {
            _ = try KeyboardGeometry(width: width)
        } catch {
            guard case .invalidWidth = error else { Issue.record("wrong error \(error)"); return }
            #expect(error.description.contains("invalid"))
        }
    }

    @Test func tooNarrowWidthThrowsWithTheMinimum() throws {
        let minimum = KeyboardGeometry.minimumWidth
        #expect(near(minimum, 8 + 45 + 45 + 88 + 12 + KeyboardMetrics.minimumFlexibleKeyWidth))
        #expect(throws: KeyboardGeometryError.widthTooNarrow(width: 100, minimum: minimum)) {
            try KeyboardGeometry(width: 100)
        }
        let edge = try KeyboardGeometry(width: minimum)
        for mode in KeyboardMode.allCases {
            for frame in try edge.frames(for: .standard(mode)).flatMap({ $0 }) {
                #expect(frame.width >= KeyboardMetrics.minimumFlexibleKeyWidth - 1e-9)
            }
        }
    }
}
