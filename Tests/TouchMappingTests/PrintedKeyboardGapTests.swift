import KeyboardCore
import Testing
import TouchMapping

/// A gap that leaves the keys no room is a named error, not zero-height keys.
struct PrintedKeyboardGapTests {
    @Test func aGapLargerThanTheKeyboardIsNamed() throws {
        let camera = try CameraSpace(width: 1920, height: 7)
        #expect(throws: CoordinateError.self) { try PrintedKeyboard(language: .english, camera: camera, gapPixels: 4) }
        #expect(throws: CoordinateError.self) {
            try PrintedKeyboard(language: .english, camera: camera, gapPixels: .nan)
        }
        #expect(throws: CoordinateError.self) { try PrintedKeyboard(language: .english, camera: camera, gapPixels: -1) }
    }

    @Test func everyKeyOfAUsableKeyboardHasRoom() throws {
        for (width, height, gap) in [(1920.0, 7.0, 0.5), (640, 480, 3), (16, 16, 0)] {
            let keyboard = try PrintedKeyboard(
                language: .german, camera: try CameraSpace(width: width, height: height), gapPixels: gap)
            for placed in keyboard.frames.keys {
                #expect(
                    placed.frame.width > 0 && placed.frame.height > 0 && placed.hitRegion.height > 0,
                    "\(width)×\(height) gap \(gap)")
            }
        }
    }

    @Test func theDefaultGapNarrowsOnATinyCamera() throws {
        let tiny = PrintedKeyboard(language: .german, camera: try CameraSpace(width: 12, height: 7))
        #expect(tiny.gapPixels < 3 && tiny.gapPixels > 0)
        #expect(tiny.frames.keys.allSatisfy { $0.frame.width > 0 && $0.frame.height > 0 && $0.hitRegion.height > 0 })
        #expect(PrintedKeyboard(camera: .standard).gapPixels == 3)
        // The smallest camera there is (1 × 1 pixel): keys of normalised size, no NaN.
        let smallest = try CameraSpace(width: 1, height: 1)
        for keyboard in [PrintedKeyboard(camera: smallest), try PrintedKeyboard(camera: smallest, gapPixels: 0)] {
            #expect(keyboard.frames.keys.allSatisfy { $0.frame.width > 0 && $0.frame.height > 0 })
        }
        #expect(throws: CoordinateError.self) { try PrintedKeyboard(camera: smallest, gapPixels: 1) }
    }
}
