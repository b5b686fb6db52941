/// The frames of a profile that are the project's own code (`ProjectCode`), by the name the profile's
/// stacks give them, each with its source position when the debug information had one.
///
/// A profile's folded stacks carry readable (demangled) names, which no longer say their module; this
/// value is made while the mangled names are at hand and is kept beside the profile
/// (`<kind>-project-frames.tsv`), so that a diff read back from the files can still tell the project's
/// frames from the standard library's, the runtime's and the harness's.
public struct ProjectFrames: Equatable, Sendable {
    /// The source position (`File.swift:12`) of each project frame, by frame name; `""` when unknown.
    public var positions: [String: String]

    /// The frames named in `positions`.
    public init(positions: [String: String] = [:]) {
        self.positions = positions
    }

    /// The project frames among the mangled frames of `stacks`: every frame whose module is one of the
    /// project's, under its readable name (`readable[mangled]`, else as it is), with its position from
    /// `positions` (by mangled name) when known.
    public init(mangled stacks: FoldedStacks, readable: [String: String] = [:], positions: [String: String] = [:]) {
        var found: [String: String] = [:]
        for frame in Set(stacks.weights.keys.joined()) where ProjectCode.isProject(symbol: frame) {
            found[readable[frame] ?? frame] = positions[frame] ?? ""
        }
        self.init(positions: found)
    }

    /// Whether `frame` is the project's code.
    public func contains(_ frame: String) -> Bool { positions[frame] != nil }

    /// The position of a project frame, `nil` when it is not one or its position is unknown.
    public func position(of frame: String) -> String? {
        guard let position = positions[frame], !position.isEmpty else { return nil }
        return position
    }

    /// Both sides' project frames (a diff reads two profiles); a known position wins over an unknown one.
    public func merging(_ other: ProjectFrames) -> ProjectFrames {
        ProjectFrames(positions: positions.merging(other.positions) { $0.isEmpty ? $1 : $0 })
    }

    /// The file name beside a profile of `kind`.
    public static func fileName(_ kind: ProfileKind) -> String { kind.fileStem + "-project-frames.tsv" }

    /// The text kept beside the profile: one frame a line, `name<TAB>position`, sorted by name.
    public var text: String {
        positions.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value)\n" }.joined()
    }

    /// The frames of `text` as `text` writes them; a line without a tab is a frame of unknown position.
    public init(parsing text: String) {
        var positions: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.isEmpty {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            positions[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        self.init(positions: positions)
    }
}
