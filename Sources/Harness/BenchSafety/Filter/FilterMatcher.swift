/// Runs a filter program over a name by simulating every NFA state at once: each character is read
/// once, and each state is visited at most once per character, so there is no backtracking.
struct FilterMatcher {
    let program: [FilterInstruction]

    /// Whether a match starts anywhere in `name`.
    func search(_ name: [Unicode.Scalar]) -> Bool {
        var current = StateSet(capacity: program.count)
        var next = StateSet(capacity: program.count)
        for position in 0...name.count {
            if add(0, at: position, of: name.count, to: &current) { return true }
            guard position < name.count else { break }
            next.clear()
            for state in current.members {
                guard case .character(let set) = program[state], set.contains(name[position]) else { continue }
                if add(state + 1, at: position + 1, of: name.count, to: &next) { return true }
            }
            swap(&current, &next)
        }
        return false
    }

    /// Adds `state` and every state reachable from it without reading a character; true on `.match`.
    func add(_ state: Int, at position: Int, of length: Int, to set: inout StateSet) -> Bool {
        var pending = [state]
        while let state = pending.popLast() {
            guard set.insert(state) else { continue }
            switch program[state] {
            case .match: return true
            case .jump(let target): pending.append(target)
            case .split(let first, let second): pending += [second, first]
            case .assertStart: if position == 0 { pending.append(state + 1) }
            case .assertEnd: if position == length { pending.append(state + 1) }
            case .character: break
            }
        }
        return false
    }
}

/// A set of program states with O(1) insert and clear (a sparse set), in insertion order.
struct StateSet {
    private(set) var members: [Int] = []
    private var generation: [Int]
    private var stamp = 1

    init(capacity: Int) {
        generation = Array(repeating: 0, count: capacity)
        members.reserveCapacity(capacity)
    }

    /// Inserts `state`; false if it was already there.
    mutating func insert(_ state: Int) -> Bool {
        guard generation[state] != stamp else { return false }
        generation[state] = stamp
        members.append(state)
        return true
    }

    /// Empties the set.
    mutating func clear() {
        members.removeAll(keepingCapacity: true)
        stamp += 1
    }
}
