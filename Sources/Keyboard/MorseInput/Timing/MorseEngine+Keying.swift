/// Keying: presses, releases and silences, on the injected clock or at given times.
extension MorseEngine {
    /// The key went down now.
    @inlinable public mutating func press<H: MorseEventHandler>(_ handler: inout H) throws(MorseInputError) {
        try press(at: clock.milliseconds(), &handler)
    }

    /// The key came up now.
    @inlinable public mutating func release<H: MorseEventHandler>(_ handler: inout H) throws(MorseInputError) {
        try release(at: clock.milliseconds(), &handler)
    }

    /// Time passed without keying: confirms a signal past its bounce time, ends a symbol or a word.
    @inlinable public mutating func advance<H: MorseEventHandler>(_ handler: inout H) throws(MorseInputError) {
        try advance(to: clock.milliseconds(), &handler)
    }

    /// The key went down at `time`.
    @inlinable public mutating func press<H: MorseEventHandler>(at time: Double, _ handler: inout H) throws(MorseInputError) {
        try accept(time)
        guard pressedAt == nil else { throw .pressWhilePressed(at: time) }
        lastTime = time
        if let released = pending {
            pending = nil
            if time - released.end < timing.bounceMilliseconds {
                pressedAt = released.start
                return
            }
            confirm(released, &handler)
        }
        endSilence(at: time, &handler)
        pressedAt = time
    }

    /// The key came up at `time`.
    @inlinable public mutating func release<H: MorseEventHandler>(at time: Double, _ handler: inout H) throws(MorseInputError) {
        try accept(time)
        guard let start = pressedAt else { throw .releaseWithoutPress(at: time) }
        lastTime = time
        pressedAt = nil
        guard time - start >= timing.bounceMilliseconds else { return }
        pending = (start, time)
    }

    /// Time is `time` and nothing was keyed since the last call.
    @inlinable public mutating func advance<H: MorseEventHandler>(to time: Double, _ handler: inout H) throws(MorseInputError) {
        try accept(time)
        lastTime = time
        if let released = pending, time - released.end >= timing.bounceMilliseconds {
            pending = nil
            confirm(released, &handler)
        }
        if pressedAt == nil, pending == nil { endSilence(at: time, &handler) }
    }

    /// Ends the symbol being keyed now, whatever the silence (a card's "done"); `false` when there is none.
    @discardableResult
    @inlinable public mutating func finishSymbol<H: MorseEventHandler>(at time: Double, _ handler: inout H) throws(MorseInputError) -> Bool {
        try accept(time)
        lastTime = time
        if let released = pending {
            pending = nil
            confirm(released, &handler)
        }
        guard !code.isEmpty else { return false }
        completeSymbol(at: time, &handler)
        return true
    }
}
