/// Shift behaviour: one tap capitalises the next letter; a second tap within
/// `doubleTapInterval` seconds of the first locks caps; any other tap while on turns it off.
///
/// Time is injected: every tap carries a timestamp in seconds (from a `KeyboardClock`).
public struct ShiftStateMachine: Hashable, Sendable {
    /// The longest gap, in seconds, between two shift taps that still counts as a double tap.
    static let doubleTapInterval: Double = 0.5

    /// The current shift state.
    public private(set) var state: ShiftState
    /// When the tap that turned shift on (to `.once`) happened, if it is still on by that tap.
    private var onceSince: Double?

    /// Creates a machine in `state` (a restored `.once` has no tap time, so it cannot be double-tapped).
    public init(state: ShiftState = .off) {
        self.state = state
    }

    /// Applies a tap on shift at `time` (seconds) and returns the new state.
    @discardableResult
    public mutating func tap(at time: Double) -> ShiftState {
        switch state {
        case .off:
            state = .once
            onceSince = time
        case .once:
            state = isDoubleTap(at: time) ? .locked : .off
            onceSince = nil
        case .locked:
            state = .off
        }
        return state
    }

    /// Records that a letter was typed: `.once` turns off, `.locked` stays.
    public mutating func letterTyped() {
        guard state == .once else { return }
        state = .off
        onceSince = nil
    }

    private func isDoubleTap(at time: Double) -> Bool {
        guard let since = onceSince else { return false }
        let gap = time - since
        return gap >= 0 && gap <= Self.doubleTapInterval
    }
}
