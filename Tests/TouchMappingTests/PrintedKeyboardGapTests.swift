import KeyboardCore
import Testing
import TouchMapping

/// Issue 18 item 7: a gap that leaves the keys no room is a named error, not zero-height keys.
struct PrintedKeyboardGapTests {
    @Test func aGapLargerThanTheKeyboardIsNamed() throws {
        let camera = try CameraSpace(width: 1920, height: 7)
        #expect(throws: CoordinateError.self) { try PrintedKeyboard(language: .english, camera: camera, gapPixels: 4) }
        #expect(throws: CoordinateError.self) { try PrintedKeyboard(language: .english, camera: camera, gapPixels: .nan) }
        #expect(throws: CoordinateError.self) { try PrintedKeyboard(language: .english, camera: camera, gapPixels: -1) }
    }

    @Test func everyKeyOfAUsableKeyboardHasRoom() throws {
        for (width, height, gap) in [(1920.0, 7.0, 0.5), (640, 480, 3), (16, 16, 0)] {
            let keyboard = try PrintedKeyboard(language: .german, camera: try CameraSpace(width: width, height: height), gapPixels: gap)
            for placed in keyboard.frames.keys {
                #expect(placed.frame.width > 0 && placed.frame.height > 0 && placed.hitRegion.height > 0, "\(width)×\(height) gap \(gap)")
            }
        }
    }
}
