import Determinism

/// The touch simulator's name for the package's seeded generator (`Determinism.SplitMix64`): the same
/// seed gives the same sequence on every platform and run.
public typealias SeededGenerator = SplitMix64

/// The draws the touch simulator needs, on the package's seeded generator.
extension SplitMix64 {
    /// A uniform value in `range` (its lower bound for an empty or non-finite range).
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        guard range.lowerBound.isFinite, range.upperBound.isFinite, range.upperBound > range.lowerBound else {
            return range.lowerBound
        }
        return Double.random(in: range, using: &self)
    }

    /// A normally distributed value (Box–Muller) with mean 0 and standard deviation `sigma`.
    public mutating func gaussian(sigma: Double) -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &self), v = Double.random(in: 0..<1, using: &self)
        return sigma * (-2 * naturalLog(u)).squareRoot() * cosine(2 * Double.pi * v)
    }
}

/// `log` and `cos` without Foundation (series good to double precision over the ranges used).
@inline(__always) public func naturalLog(_ x: Double) -> Double {
    // log(x) = 2·atanh((x − 1)/(x + 1)) after scaling x into [1, 2) by its binary exponent.
    let exponent = Double(x.exponent)
    let m = x.significand
    let t = (m - 1) / (m + 1), t2 = t * t
    var term = t, sum = 0.0
    for k in stride(from: 1.0, through: 41, by: 2) {
        sum += term / k
        term *= t2
    }
    return 2 * sum + exponent * 0.693_147_180_559_945_3
}

@inline(__always) func cosine(_ angle: Double) -> Double {
    // Reduce to [−π, π], then the Taylor series.
    var x = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
    if x > Double.pi { x -= 2 * Double.pi } else if x < -Double.pi { x += 2 * Double.pi }
    let x2 = x * x
    var term = 1.0, sum = 1.0
    for n in stride(from: 2.0, through: 40, by: 2) {
        term *= -x2 / (n * (n - 1))
        sum += term
    }
    return sum
}
