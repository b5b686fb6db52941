/// Shift decisions: one tap per capital, caps lock for a run, released before a lowercase letter.
extension TypingPlanner {
    func appendShift(
        for choice: KeyChoice, typing characters: [Character], at index: Int, to builder: inout PlanBuilder
    ) {
        guard let shiftKey = shiftKeys[choice.mode], builder.state.shift.capitalises != choice.needsShift else {
            return
        }
        guard choice.needsShift else {
            return builder.add(.tap(keyID: shiftKey), for: index) { $0.shift = .off }
        }
        if capitalRun(in: characters, from: index, on: choice.mode) >= capsLockRun {
            builder.add(.doubleTap(keyID: shiftKey), for: index) { $0.shift = .locked }
        } else {
            builder.add(.tap(keyID: shiftKey), for: index) { $0.shift = .once }
        }
    }

    /// The same planner, typing every capital with its own shift tap.
    func withoutCapsLock() -> TypingPlanner {
        var planner = self
        planner.capsLockRun = Int.max
        return planner
    }

    /// How many adjacent capital letters start at `index` (counting stops at `capsLockRun`).
    func capitalRun(in characters: [Character], from index: Int, on mode: KeyboardMode) -> Int {
        var run = 0
        for character in characters[index...] {
            guard run < capsLockRun, choice(for: character, from: mode)?.isCapital == true else { break }
            run += 1
        }
        return run
    }
}
