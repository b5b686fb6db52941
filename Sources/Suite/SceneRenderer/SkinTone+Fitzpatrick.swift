extension SkinTone {
    /// Eight tones across the Fitzpatrick scale (types I–VI, with the pale and the dark ends split),
    /// as sRGB under white light: very pale, pale pink, light, light olive, medium, tan, brown, very dark.
    public static let fitzpatrick: [SkinTone] = [
        SkinTone(name: "very-pale", red: 247, green: 226, blue: 215),
        SkinTone(name: "pale-pink", red: 243, green: 204, blue: 196),
        .light,
        SkinTone(name: "light-olive", red: 222, green: 171, blue: 127),
        .medium,
        SkinTone(name: "tan", red: 168, green: 117, blue: 77),
        .dark,
        SkinTone(name: "very-dark", red: 72, green: 46, blue: 34),
    ]

    /// The colour of this tone's fingernail: paler and pinker than the skin, little saturated.
    var nail: (red: UInt8, green: UInt8, blue: UInt8) {
        func towards(_ value: UInt8, _ target: Int) -> UInt8 { UInt8((Int(value) + 2 * target) / 3) }
        return (towards(red, 240), towards(green, 218), towards(blue, 212))
    }
}
