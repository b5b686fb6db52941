/// A simulated hand on the key, for scenarios and tests: the press and release times of a symbol at a
/// speed, each element and gap off by up to ±`jitter` of its length, with an occasional contact bounce
/// (a 1–4 ms spike before a press, or a 1–4 ms break inside one). Every random choice comes from the
/// generator it is given; planning into a `KeyingPlan` reuses its storage (no allocation).
public struct HumanKeyer<Random: RandomNumberGenerator> {
    /// The largest relative error of an element or a gap (0.2 = ±20 %; taken as |jitter|, at most 0.99).
    public var jitter: Double
    /// The chance that a press bounces.
    public var bounceProbability: Double
    /// The random source.
    public var random: Random
    /// Where the hand is in time (milliseconds): after `plan`, the end of the symbol's trailing gap.
    public var time: Double
    /// How long before the next symbol's first press a plan ends.
    public static var lead: Double { 10 }

    /// A keyer starting at `time`.
    public init(random: Random, jitter: Double = 0.2, bounceProbability: Double = 0.02, time: Double = 1_000) {
        self.random = random
        self.jitter = jitter
        self.bounceProbability = bounceProbability
        self.time = time
    }

    /// `units` at `wordsPerMinute`, off by up to ±jitter.
    public mutating func duration(_ units: Double, wordsPerMinute: Double) -> Double {
        let spread = jitter.isFinite ? min(abs(jitter), 0.99) : 0
        let error = spread == 0 ? 0 : Double.random(in: -spread...spread, using: &random)
        return units * MorseTiming.unitMilliseconds(wordsPerMinute: wordsPerMinute) * (1 + error)
    }

    /// Plans `code` at `wordsPerMinute` into `plan`: its edges, then a trailing gap of 3 units (7 when
    /// `endsWord`) that ends at the keyer's new `time`; `plan.end` is `lead` before it (a bounce spike
    /// of the next press starts at most 9 ms early).
    public mutating func plan(
        _ code: MorseCode, wordsPerMinute: Double, endsWord: Bool = false, into plan: inout KeyingPlan
    ) {
        plan.removeAll()
        for (index, signal) in code.enumerated() {
            if index > 0 { time += duration(1, wordsPerMinute: wordsPerMinute) }
            let length = duration(Double(signal.units), wordsPerMinute: wordsPerMinute)
            addPress(from: time, to: time + length, into: &plan)
            time += length
        }
        time += duration(endsWord ? 7 : 3, wordsPerMinute: wordsPerMinute)
        plan.end = time - Self.lead
    }

    private mutating func addPress(from down: Double, to up: Double, into plan: inout KeyingPlan) {
        guard Double.random(in: 0..<1, using: &random) < bounceProbability else {
            plan.append(down: true, at: down)
            plan.append(down: false, at: up)
            return
        }
        let length = Double.random(in: 1...4, using: &random)
        if Bool.random(using: &random) {
            // A spike just before the press.
            plan.append(down: true, at: down - 2 * length - 1)
            plan.append(down: false, at: down - length - 1)
            plan.append(down: true, at: down)
        } else {
            // A break in the middle of the press.
            let middle = (down + up) / 2
            plan.append(down: true, at: down)
            plan.append(down: false, at: middle)
            plan.append(down: true, at: middle + length)
        }
        plan.append(down: false, at: up)
    }
}

/// The key edges of one planned symbol, in storage kept between symbols.
public struct KeyingPlan {
    /// The edge times, in milliseconds.
    public private(set) var times: [Double]
    /// Whether each edge is a press (`true`) or a release.
    public private(set) var downs: [Bool]
    /// How many edges are planned.
    public private(set) var count = 0
    /// The end of the symbol's trailing gap.
    public var end = 0.0

    /// A plan with room for every edge of the longest code, every press bouncing (4 edges a press).
    public init() {
        times = [Double](repeating: 0, count: 4 * MorseCode.capacity)
        downs = [Bool](repeating: false, count: 4 * MorseCode.capacity)
    }

    mutating func removeAll() { count = 0 }

    mutating func append(down: Bool, at time: Double) {
        guard count < times.count else { return }
        times[count] = time
        downs[count] = down
        count += 1
    }

    /// Feeds the edges to `engine` in order, then advances it to `end`.
    @inlinable public func play<Clock: MorseClock, H: MorseEventHandler>(
        into engine: inout MorseEngine<Clock>, _ handler: inout H
    ) throws(MorseInputError) {
        for index in 0..<count {
            if downs[index] {
                try engine.press(at: times[index], &handler)
            } else {
                try engine.release(at: times[index], &handler)
            }
        }
        try engine.advance(to: end, &handler)
    }
}
