import BenchModel

/// Flame graphs as self-contained SVG documents, after Brendan Gregg's `flamegraph.pl`: one rectangle
/// per frame, as wide as its weight, callees stacked on their callers from a root at the bottom.
///
/// The document needs nothing but a browser (no network; CSS and script inline): hovering a frame shows
/// its name, weight (with the unit) and share in the line at the bottom and in its tooltip; clicking a
/// frame zooms to it (its callers stay below, faded; "Reset zoom" or a click on the root goes back);
/// the search box (a regular expression, or plain text if it is not one) colours matching frames and
/// shows the share of the profile they cover (`graph.svg?s=term` opens with a search; Ctrl-F goes to
/// the box, Escape clears search and zoom). Colours are fixed by each name's hash. Without script (an
/// image viewer) the graph still shows, unzoomed.
public enum FlameGraph {
    /// The flame graph of `stacks`, titled `title`.
    public static func svg(_ stacks: FoldedStacks, title: String, options: FlameGraphOptions = FlameGraphOptions())
        -> String
    {
        let root = FlameNode(stacks)
        let frames = layout(root, options: options) { node, _ in
            (FlameColour.hot(node.name), tooltip(node, root: root, unit: stacks.unit))
        }
        return document(
            title: title, subtitle: "\(ProfileFormat.grouped(root.total)) \(stacks.unit.rawValue)",
            frames: frames, total: root.total, depth: root.depth, options: options)
    }

    /// A differential flame graph: the frames and widths of `current`, each coloured by how its self
    /// weight changed from `base` (same stack, weights scaled by `options.scale`): red where it grew,
    /// blue where it shrank, deeper for a larger change; tooltips say base → current. Stacks only `base`
    /// has do not show (their weight is in the whole-profile figure of the subtitle).
    public static func differentialSVG(
        base: FoldedStacks, current: FoldedStacks, title: String, options: FlameGraphOptions = FlameGraphOptions()
    ) -> String {
        let root = FlameNode(current), baseRoot = FlameNode(base)
        let scale = options.scale ?? .natural(for: current.unit)
        let factors = scale.factors(base: base.totalWeight, current: current.totalWeight)
        let change = { (node: FlameNode, path: ArraySlice<String>) -> (base: Double, current: Double) in
            (Double(baseRoot.node(at: path)?.selfWeight ?? 0) * factors.base, Double(node.selfWeight) * factors.current)
        }
        var largest = 0.0
        _ = layout(root, options: options) { node, path in
            let (before, after) = change(node, path)
            largest = max(largest, abs(after - before))
            return ("", "")
        }
        let frames = layout(root, options: options) { node, path in
            let (before, after) = change(node, path)
            let fill = FlameColour.change(after - before, intensity: largest == 0 ? 0 : abs(after - before) / largest)
            let basePath = baseRoot.node(at: path).map { Double($0.total) * factors.base } ?? 0
            return (
                fill,
                tooltip(node, root: root, unit: current.unit)
                    + differentialNote(
                        self: (before, after), total: (basePath, Double(node.total) * factors.current),
                        scale.label(current.unit))
            )
        }
        let subtitle =
            "base \(ProfileFormat.weight(Double(base.totalWeight) * factors.base)) → current "
            + "\(ProfileFormat.weight(Double(current.totalWeight) * factors.current)) \(scale.label(current.unit)); "
            + "red: grew, blue: shrank"
        return document(
            title: title, subtitle: subtitle, frames: frames, total: root.total, depth: root.depth, options: options)
    }

    /// `name — 1,234 instructions (12.3 %)`.
    static func tooltip(_ node: FlameNode, root: FlameNode, unit: FoldedStacks.Unit) -> String {
        let share = root.total == 0 ? 0 : Double(node.total) * 100 / Double(root.total)
        return "\(node.name) — \(ProfileFormat.grouped(node.total)) \(unit.rawValue) (\(ProfileFormat.percent(share)))"
    }

    /// `; self 100 → 200 (+100, +100.0 %); total …` for a differential tooltip.
    static func differentialNote(self before: (Double, Double), total: (Double, Double), _ label: String) -> String {
        let (base, current) = before
        let ratio = base == 0 ? (current == 0 ? nil : Double.infinity) : current / base
        return "; self \(ProfileFormat.weight(base)) → \(ProfileFormat.weight(current)) \(label) "
            + "(\(ProfileFormat.signedWeight(current - base)), \(UnitFormat.percentChange(ratio))); "
            + "total \(ProfileFormat.weight(total.0)) → \(ProfileFormat.weight(total.1))"
    }
}
