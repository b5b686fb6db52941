/// Keying: presses, releases and silences, on the injected clock or at given times, and how confirmed
/// presses become signals, symbols and words (one file, so that the keying methods can inline these steps).
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
    @inlinable public mutating func press<H: MorseEventHandler>(at time: Double, _ handler: inout H)
        throws(MorseInputError)
    {
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
    @inlinable public mutating func release<H: MorseEventHandler>(at time: Double, _ handler: inout H)
        throws(MorseInputError)
    {
        try accept(time)
        guard let start = pressedAt else { throw .releaseWithoutPress(at: time) }
        lastTime = time
        pressedAt = nil
        guard time - start >= timing.bounceMilliseconds else { return }
        pending = (start, time)
    }

    /// Time is `time` and nothing was keyed since the last call.
    @inlinable public mutating func advance<H: MorseEventHandler>(to time: Double, _ handler: inout H)
        throws(MorseInputError)
    {
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
    @inlinable public mutating func finishSymbol<H: MorseEventHandler>(at time: Double, _ handler: inout H)
        throws(MorseInputError) -> Bool
    {
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

    @inlinable func accept(_ time: Double) throws(MorseInputError) {
        guard time.isFinite else { throw .notFinite(time) }
        guard time >= lastTime else { throw .negativeDuration(time - lastTime) }
    }

    /// A press that outlived its bounce time becomes a signal.
    @inlinable mutating func confirm<H: MorseEventHandler>(_ press: (start: Double, end: Double), _ handler: inout H) {
        if code.count == MorseCode.capacity { completeSymbol(at: press.start, &handler) }
        let duration = press.end - press.start
        let signal = classify(duration)
        durations[code.count] = duration
        code.append(signal)
        adapt(to: duration, as: signal)
        lastSignalEnd = press.end
        handler.handle(.signalAdded(signal, code: code, at: press.end))
    }

    /// Ends the symbol and the word when the silence since the last signal is long enough.
    @inlinable mutating func endSilence<H: MorseEventHandler>(at time: Double, _ handler: inout H) {
        guard let last = lastSignalEnd else { return }
        let silence = (time - last) / unit
        if !code.isEmpty, silence >= MorseTiming.symbolGapBoundary { completeSymbol(at: time, &handler) }
        if wordOpen, silence >= MorseTiming.wordGapBoundary {
            wordOpen = false
            handler.handle(.wordEnded(at: time))
        }
    }

    @inlinable mutating func completeSymbol<H: MorseEventHandler>(at time: Double, _ handler: inout H) {
        let final = reclassifySymbol()
        code.removeAll()
        wordOpen = true
        handler.handle(.symbolCompleted(final, at: time))
    }
}
