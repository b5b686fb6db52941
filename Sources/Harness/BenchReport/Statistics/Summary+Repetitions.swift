extension Summary {
    /// This summary with its median's confidence interval widened to cover the variation between
    /// processes: a Student-t 95 % interval of the mean of the per-repetition medians
    /// (`mean ± t₀.₉₇₅,ₙ₋₁ · s / √n`), united with the within-process interval. With one repetition
    /// the within-process interval stands alone (and is far too narrow to compare runs with).
    public func widened(byRepetitionMedians medians: [Double]) -> Summary {
        guard medians.count > 1 else { return self }
        let n = Double(medians.count)
        let mean = medians.reduce(0, +) / n
        let variance = medians.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
        let half = StudentT.critical975(degreesOfFreedom: medians.count - 1) * variance.squareRoot() / n.squareRoot()
        var widened = self
        widened.medianCiLower = Swift.min(medianCiLower, mean - half)
        widened.medianCiUpper = Swift.max(medianCiUpper, mean + half)
        return widened
    }
}
