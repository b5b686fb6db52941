/// Builds key trees from layouts: the cold path of a layout switch (no cache involved).
public enum KeyboardTreeBuilder {
    /// Builds the tree for `key`: validates the width, computes every frame, colours every node
    /// and points every key at `target` (weakly).
    public static func build(_ key: TreeCacheKey, target: (any KeyActionTarget)?) throws(KeyboardGeometryError)
        -> KeyboardTree
    {
        try build(key, geometry: KeyboardGeometry(width: key.width), target: target)
    }

    /// Builds the tree for `key` with an already validated geometry. Throws `.widthMismatch` when
    /// the key's width is not the geometry's (a NaN width never matches).
    public static func build(_ key: TreeCacheKey, geometry: KeyboardGeometry, target: (any KeyActionTarget)?)
        throws(KeyboardGeometryError) -> KeyboardTree
    {
        guard key.width == geometry.width else {
            throw .widthMismatch(keyWidth: key.width, geometryWidth: geometry.width)
        }
        return try makeTree(key, geometry: geometry, target: target)
    }

    /// Builds the tree once `key` and `geometry` are known to agree.
    static func makeTree(_ key: TreeCacheKey, geometry: KeyboardGeometry, target: (any KeyActionTarget)?)
        throws(KeyboardGeometryError) -> KeyboardTree
    {
        try key.layouts.validate(width: geometry.width)
        let built = try geometry.keyFrames(for: key.layout)
        let palette = key.appearance.palette
        var rows: [KeyRowNode] = []
        for index in 0..<built.rowCount {
            let keys = built.keys(inRow: index).map { placed in
                KeyNode(
                    definition: placed.key, frame: placed.frame, label: label(of: placed.key, shift: key.shift),
                    palette: palette, target: target)
            }
            rows.append(KeyRowNode(frame: try geometry.rowFrame(index), keys: keys))
        }
        return KeyboardTree(cacheKey: key, frame: geometry.bounds, rows: rows)
    }

    /// The label a key shows: letters are uppercase while shift is on.
    public static func label(of key: KeyDefinition, shift: ShiftState) -> String {
        key.isLetter && shift.capitalises ? key.label.uppercased() : key.label
    }
}
