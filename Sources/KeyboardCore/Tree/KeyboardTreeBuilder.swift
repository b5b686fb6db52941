/// Builds key trees from layouts: the cold path of a layout switch (no cache involved).
public enum KeyboardTreeBuilder {
    /// Builds the tree for `key`: validates the width, computes every frame, colours every node
    /// and points every key at `target` (weakly).
    public static func build(_ key: TreeCacheKey, target: (any KeyActionTarget)?) throws(KeyboardGeometryError)
        -> KeyboardTree
    {
        build(key, geometry: try KeyboardGeometry(width: key.width), target: target)
    }

    /// Builds the tree for `key` with an already validated geometry (`geometry.width` is used).
    public static func build(_ key: TreeCacheKey, geometry: KeyboardGeometry, target: (any KeyActionTarget)?)
        -> KeyboardTree
    {
        let layout = KeyboardLayout.standard(key.mode, showsGlobe: key.showsGlobe)
        let palette = key.appearance.palette
        let frames = geometry.frames(for: layout)
        let rows = layout.rows.indices.map { index in
            let keys = zip(layout.rows[index], frames[index]).map { definition, frame in
                KeyNode(
                    definition: definition, frame: frame, label: label(of: definition, shift: key.shift),
                    palette: palette, target: target)
            }
            return KeyRowNode(frame: geometry.rowFrame(index), keys: keys)
        }
        return KeyboardTree(cacheKey: key, frame: geometry.bounds, rows: rows)
    }

    /// The label a key shows: letters are uppercase while shift is on.
    public static func label(of key: KeyDefinition, shift: ShiftState) -> String {
        key.isLetter && shift.capitalises ? key.label.uppercased() : key.label
    }
}
