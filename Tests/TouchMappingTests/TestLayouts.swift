import KeyboardCore
import TouchMapping

/// Every layout the locators must handle: the standard modes and every language on every device
/// (globe shown and hidden), and every language's printed keyboard for upright and turned cameras.
enum TestLayouts {
    static let all: [(name: String, frames: LayoutFrames)] = screen + printed

    static let screen: [(name: String, frames: LayoutFrames)] = DevicePreset.all.flatMap { device in
        let geometry = try! KeyboardGeometry(width: device.screenWidth)
        let providers = [KeyboardLayoutProvider.standard] + KeyboardLanguage.builtIn.map(\.layout.provider)
        return providers.flatMap { provider in
            provider.allLayouts.map { layout in
                ("\(device.name) \(provider.name) \(layout.mode)", try! geometry.keyFrames(for: layout))
            }
        }
    }

    static let printed: [(name: String, frames: LayoutFrames)] = KeyboardLanguage.builtIn.flatMap { language in
        CameraRotation.allCases.map { rotation in
            let camera = try! CameraSpace(rotation: rotation)
            return (
                "printed \(language.layout.code) \(rotation.rawValue)°",
                PrintedKeyboard(language: language.layout, camera: camera).frames
            )
        }
    }

    /// The English letters layout on an iPhone 14 Pro.
    static let englishLetters = try! KeyboardGeometry(width: 393).keyFrames(for: .letters)

    /// The index of key `id` in `frames`.
    static func index(_ id: String, in frames: LayoutFrames) -> Int? { frames.keys.firstIndex { $0.key.id == id } }
}
