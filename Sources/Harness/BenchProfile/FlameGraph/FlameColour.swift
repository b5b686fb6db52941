import Determinism

/// The fill colours of flame-graph frames.
enum FlameColour {
    /// A warm colour (reds to yellows, as `flamegraph.pl`'s "hot" palette) fixed by the name's FNV-1a
    /// hash: the same function has the same colour in every graph.
    static func hot(_ name: String) -> String {
        let hash = FNV1a.hash(name)
        let red = 205 + Int(hash % 51), green = Int((hash >> 16) % 231), blue = Int((hash >> 32) % 56)
        return "rgb(\(red),\(green),\(blue))"
    }

    /// A differential colour: red where the frame's self weight grew, blue where it shrank, grey where it
    /// did not change; `intensity` (0…1, the change's size relative to the largest) deepens it.
    static func change(_ change: Double, intensity: Double) -> String {
        guard change != 0 else { return "rgb(221,221,221)" }
        let fade = Int((220 - 190 * min(1, max(0, intensity))).rounded())
        return change > 0 ? "rgb(255,\(fade),\(fade))" : "rgb(\(fade),\(fade),255)"
    }
}
