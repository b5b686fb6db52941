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

    /// Builds the tree once `key` and `geometry` are known to agree: one pass over the layout's rows
    /// (up to its last non-empty row), each key's node made as its frame is computed, every node kept
    /// in its row and in the tree's flat list, and the layout's tap positions reused by the tree.
    static func makeTree(_ key: TreeCacheKey, geometry: KeyboardGeometry, target: (any KeyActionTarget)?)
        throws(KeyboardGeometryError) -> KeyboardTree
    {
        try key.layouts.validate(width: geometry.width)
        let layout = key.layout
        try KeyboardGeometry.checkRowCount(layout.rows.count)
        let palette = key.appearance.palette
        let capitalised = key.shift.capitalises
        let rowCount = (layout.rows.lastIndex { !$0.isEmpty } ?? -1) + 1
        var keyNodes: [KeyNode] = []
        keyNodes.reserveCapacity(layout.rows.reduce(0) { $0 + $1.count })
        var rows: [KeyRowNode] = []
        rows.reserveCapacity(rowCount)
        for (index, definitions) in layout.rows.prefix(rowCount).enumerated() {
            let rowRect = try geometry.rowFrame(index)
            var rowNodes: [KeyNode] = []
            rowNodes.reserveCapacity(definitions.count)
            try geometry.forEachKeyFrame(of: definitions, in: rowRect) { position, frame in
                let definition = definitions[position]
                rowNodes.append(
                    KeyNode(
                        definition: definition, frame: frame, label: label(of: definition, capitalised: capitalised),
                        palette: palette, target: target))
            }
            keyNodes.append(contentsOf: rowNodes)
            rows.append(KeyRowNode(frame: rowRect, keys: rowNodes))
        }
        return KeyboardTree(
            cacheKey: key, frame: geometry.bounds, rows: rows, keyNodes: keyNodes, positions: layout.positions)
    }

    /// The label a key shows: letters are uppercase while shift is on.
    public static func label(of key: KeyDefinition, shift: ShiftState) -> String {
        label(of: key, capitalised: shift.capitalises)
    }

    /// The label a key shows when letters are (or are not) capitalised.
    static func label(of key: KeyDefinition, capitalised: Bool) -> String {
        key.isLetter && capitalised ? key.label.uppercased() : key.label
    }
}
