/// One tap on a mode-switch key, and the layout it leads to.
struct ModeHop: Hashable, Sendable {
    /// The mode-switch key.
    let keyID: String
    /// The layout shown after the tap.
    let target: KeyboardMode
}

/// Shortest chains of mode-switch keys between layouts, found from the layouts' own keys.
extension TypingPlanner {
    static func routes(
        between layouts: [KeyboardMode: KeyboardLayout]
    ) -> [KeyboardMode: [KeyboardMode: [ModeHop]]] {
        var routes: [KeyboardMode: [KeyboardMode: [ModeHop]]] = [:]
        for mode in KeyboardMode.allCases where layouts[mode] != nil {
            routes[mode] = shortestRoutes(from: mode, layouts: layouts)
        }
        return routes
    }

    /// Breadth-first over mode-switch keys in row order, so routes are shortest and deterministic.
    private static func shortestRoutes(
        from start: KeyboardMode, layouts: [KeyboardMode: KeyboardLayout]
    ) -> [KeyboardMode: [ModeHop]] {
        var found: [KeyboardMode: [ModeHop]] = [start: []]
        var queue = [start]
        while !queue.isEmpty {
            let mode = queue.removeFirst()
            for hop in hops(from: layouts[mode]) where found[hop.target] == nil && layouts[hop.target] != nil {
                found[hop.target] = (found[mode] ?? []) + [hop]
                queue.append(hop.target)
            }
        }
        return found
    }

    private static func hops(from layout: KeyboardLayout?) -> [ModeHop] {
        (layout?.rows ?? []).flatMap { $0 }.compactMap { key in
            guard case .modeSwitch(let target) = key.kind else { return nil }
            return ModeHop(keyID: key.id, target: target)
        }
    }
}
