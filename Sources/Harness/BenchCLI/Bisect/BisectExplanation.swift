import BenchProfile

/// What changed between a culprit and its parent, from their instruction profiles (`Explanation` of a
/// paired profiled run of the scenario, the parent's worker as the base).
struct BisectExplanation: Sendable, Equatable, Codable {
    /// One project function whose instructions changed: its cost at the parent and at the culprit, in
    /// the diff's scale (`ProjectDiff`).
    struct Function: Sendable, Equatable, Codable {
        var function: String
        /// Its source position (`File.swift:12`), when known.
        var position: String?
        var before: Double
        var after: Double
    }

    /// The commit profiled as the base (the culprit's parent, or the last commit measured before it).
    var parent: String
    /// The functions whose instructions changed most, those that grew first.
    var functions: [Function]
    /// The explanation's Markdown: the functions, the differential flame graph and the whole diff.
    var markdown: String
    /// The profiled run's folder.
    var run: String?
    /// Why there is no diff, when there is none.
    var note: String?

    /// `KeyboardTreeCache.tree(for:) +6,012 instructions`, the first `count` functions.
    func summary(_ count: Int) -> String {
        functions.prefix(count).map {
            "\($0.function) \(ProfileFormat.signedWeight($0.after - $0.before)) instructions"
        }.joined(separator: ", ")
    }
}
