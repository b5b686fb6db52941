/// Classifying presses and following the user's speed.
extension MorseEngine {
    /// A dot or a dash for a press of `milliseconds` at the current speed; refuses NaN, infinite and
    /// negative durations.
    @inlinable public func classify(pressMilliseconds milliseconds: Double) throws(MorseInputError) -> MorseSignal {
        guard milliseconds.isFinite else { throw .notFinite(milliseconds) }
        guard milliseconds >= 0 else { throw .negativeDuration(milliseconds) }
        return classify(milliseconds)
    }

    @inlinable func classify(_ milliseconds: Double) -> MorseSignal {
        milliseconds < MorseTiming.dotDashBoundary * unit ? .dot : .dash
    }

    /// Moves the unit toward what one press implies; strongly when the press is far from both a
    /// dot and a dash at the current speed (under 0.6 units: faster; over 5: slower).
    @inlinable mutating func adapt(to milliseconds: Double, as signal: MorseSignal) {
        let ratio = milliseconds / unit
        let implied = signal == .dot ? milliseconds : milliseconds / 3
        let weight = ratio < 0.6 || ratio > 5 ? timing.fastAdaptation : timing.adaptation
        setUnit(unitMilliseconds + weight * (implied - unit))
    }

    @inlinable func clampedUnit(_ unit: Double) -> Double { min(max(unit, unitRange.lowerBound), unitRange.upperBound) }

    @inlinable mutating func setUnit(_ value: Double) { unit = clampedUnit(value) }

    /// The symbol's final code: presses classified together. When the longest press is at least 1.75
    /// times the shortest, the symbol mixes dots and dashes (a ±20 % jitter keeps a mixed ratio ≥ 2 and a
    /// uniform one ≤ 1.5): they are split at the geometric mean of the two and the unit moves halfway
    /// to what they imply. Otherwise every press is one kind, by the mean press against the unit.
    @inlinable mutating func reclassifySymbol() -> MorseCode {
        let count = code.count
        guard count > 1 else { return code }
        var shortest = Double.infinity, longest = 0.0, total = 0.0
        for index in 0..<count {
            shortest = min(shortest, durations[index])
            longest = max(longest, durations[index])
            total += durations[index]
        }
        var final = MorseCode()
        guard longest >= 1.75 * shortest else {
            let signal = classify(total / Double(count))
            for _ in 0..<count { final.append(signal) }
            return final
        }
        let split = (shortest * longest).squareRoot()
        var implied = 0.0
        for index in 0..<count {
            let isDash = durations[index] >= split
            final.append(isDash ? .dash : .dot)
            implied += isDash ? durations[index] / 3 : durations[index]
        }
        let symbolUnit = implied / Double(count)
        let far = symbolUnit > 1.5 * unit || unit > 1.5 * symbolUnit
        setUnit(unitMilliseconds + (far ? timing.fastAdaptation : timing.adaptation) * (symbolUnit - unit))
        return final
    }
}
