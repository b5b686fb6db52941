import TouchMapping

/// The desk as the camera saw it at calibration, unlit: paper, ink and the table's texture (4 bytes a
/// pixel in the frame's order).
extension SceneRenderer {
    /// The plain table's colour under white light.
    static let plainTable = (150, 150, 146)

    /// Rebuilds `desk` for `table` when it changed (rendering otherwise reuses it).
    func prepareDesk(_ table: TableSurface) {
        guard table != deskTable else { return }
        deskTable = table
        let width = settings.width, height = settings.height
        let (red, blue) = (backgroundTables.redByte, backgroundTables.blueByte)
        var random = SeededGenerator(seed: settings.seed &+ 91)
        let phase = random.gaussian(sigma: 3)
        for y in 0..<height {
            for x in 0..<width {
                let colour: (Int, Int, Int)
                switch print.ink[y * width + x] {
                case 0: colour = (Int(Self.paper.0), Int(Self.paper.1), Int(Self.paper.2))
                case 1: colour = (Int(Self.ink.0), Int(Self.ink.1), Int(Self.ink.2))
                default: colour = Self.tableColour(table, x: x, y: y, phase: phase, scale: Double(width) / 640)
                }
                let at = 4 * (y * width + x)
                (desk[at + red], desk[at + 1], desk[at + blue], desk[at + 3]) = (
                    Self.clamp(colour.0), Self.clamp(colour.1), Self.clamp(colour.2), 255
                )
            }
        }
    }

    /// The table's colour at pixel (`x`, `y`): paper when there is no table (the sheet fills the view).
    static func tableColour(_ table: TableSurface, x: Int, y: Int, phase: Double, scale: Double) -> (Int, Int, Int) {
        switch table {
        case .none: return (Int(paper.0), Int(paper.1), Int(paper.2))
        case .plain: return plainTable
        case .wood:
            // Rings bent by a slow wave, with a finer grain: browns of skin's hue and saturation.
            let u = Double(x) / scale, v = Double(y) / scale
            let bend = 7 * sineOf(u / 53 + phase) + 3 * sineOf(u / 17)
            let ring = 0.5 + 0.5 * sineOf((v + bend) / 4.5)
            let grain = 0.5 + 0.5 * sineOf(u * 1.7 + v * 0.31 + 11 * sineOf(v / 29))
            let shade = 0.78 + 0.16 * ring + 0.06 * grain
            return (Int(196 * shade), Int(136 * shade), Int(88 * shade))
        case .checker:
            // Dark squares of 24 px on a 34 px pitch (solid, square, larger than the sheet's marks) on white.
            let pitch = 34 * scale, side = 24 * scale
            let u = Double(x).truncatingRemainder(dividingBy: pitch),
                v = Double(y).truncatingRemainder(dividingBy: pitch)
            return u < side && v < side ? (44, 46, 52) : (232, 232, 228)
        }
    }
}
