/// Where taps land in a layout: the row and column of the first key of each identifier (a tap on an
/// identifier reaches that key), and of the key a tap on each mode's switch reaches. Computed once
/// per layout; the layout answers look-ups by identifier from it, and every tree built from the
/// layout finds its nodes by the same positions, without hashing its keys again.
struct KeyPositions: Hashable, Sendable {
    /// A key's place: its row and its column in that row.
    struct Position: Hashable, Sendable {
        /// The row, from 0 at the top.
        let row: Int32
        /// The column, from 0 at the left.
        let column: Int32
    }

    /// The position of the first key of each identifier.
    let byID: [String: Position]
    /// Per mode (in `KeyboardMode.allCases` order) the position a tap on the layout's switch to that
    /// mode reaches: the first key of the identifier of the first key switching there; `nil` for none.
    let modeSwitches: [Position?]

    /// The positions of the keys of `rows`.
    init(rows: [[KeyDefinition]]) {
        var byID: [String: Position] = [:]
        byID.reserveCapacity(rows.reduce(0) { $0 + $1.count })
        for (row, keys) in rows.enumerated() {
            for (column, key) in keys.enumerated() where byID[key.id] == nil {
                byID[key.id] = Position(row: Int32(truncatingIfNeeded: row), column: Int32(truncatingIfNeeded: column))
            }
        }
        self.byID = byID
        let keys = rows.lazy.flatMap { $0 }
        modeSwitches = KeyboardMode.allCases.map { target in
            keys.first { $0.kind == .modeSwitch(to: target) }.flatMap { byID[$0.id] }
        }
    }

    /// The position a tap on the switch to `mode` reaches, or `nil` when the layout has no such switch.
    func modeSwitch(to mode: KeyboardMode) -> Position? {
        switch mode {
        case .letters: modeSwitches[0]
        case .numbers: modeSwitches[1]
        case .symbols: modeSwitches[2]
        }
    }
}
