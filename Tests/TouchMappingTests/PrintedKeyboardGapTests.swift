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
        // A camera so small that 0.9 × its width underflows to 0: no gap, keys of normalised size, no NaN.
        let subnormal = try CameraSpace(width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude)
        for keyboard in [PrintedKeyboard(camera: subnormal), try PrintedKeyboard(camera: subnormal, gapPixels: 0)] {
            #expect(
                keyboard.gapPixels == 0 && keyboard.frames.keys.allSatisfy { $0.frame.width > 0 && $0.frame.height > 0 }
            )
        }
        #expect(throws: CoordinateError.self) { try PrintedKeyboard(camera: subnormal, gapPixels: 1) }
    }
}
