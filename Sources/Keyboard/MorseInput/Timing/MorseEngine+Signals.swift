/// From confirmed presses to signals, symbols and words.
extension MorseEngine {
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
