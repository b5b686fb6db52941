/// The layout of one run's folder (`<output>/<run-id>/`, or `<output>/latest/` read through the link):
/// the current side's report, a paired run's baseline report, the comparison, and each side's profiles.
/// Every module that reads or writes these files names them through this type.
///
///     report.json, report.md          the current side (`ReportWriter`)
///     baseline.json, baseline.md      a paired run's baseline side
///     compare.md, compare.json        a paired run's comparison
///     profiles/<scenario>/            the current side's profiles (and a paired run's diffs)
///     profiles-baseline/<scenario>/   a paired run's baseline profiles
public struct RunFolder: Sendable, Equatable {
    /// Which side of a paired run a file belongs to (an unpaired run has the current side only).
    public enum Side: Sendable, Equatable {
        case current, baseline
    }

    /// The run folder's path.
    public var path: String

    /// The run folder at `path`.
    public init(_ path: String) { self.path = path }

    /// The newest run of the output folder `output`, through its `latest` link.
    public static func latest(in output: String) -> RunFolder {
        RunFolder(OutputPlan.join(output, LatestLink.directoryLinkName))
    }

    /// The name of the current side's profile folder.
    public static let profilesName = "profiles"
    /// The name of a paired run's baseline profile folder.
    public static let baselineProfilesName = "profiles-baseline"
    /// The stem of a paired run's baseline report (`baseline.json`, `baseline.md`).
    public static let baselineStem = "baseline"
    /// The comparison's Markdown file name.
    public static let compareMarkdownName = "compare.md"
    /// The comparison's JSON file name.
    public static let compareJSONName = "compare.json"

    /// The name of a side's profile folder.
    public static func profilesName(_ side: Side) -> String {
        side == .current ? profilesName : baselineProfilesName
    }

    /// `report.json`: the current side's report.
    public var report: String { file("report.json") }
    /// `baseline.json`: a paired run's baseline report.
    public var baselineReport: String { file(Self.baselineStem + ".json") }
    /// `compare.md`.
    public var compareMarkdown: String { file(Self.compareMarkdownName) }
    /// `compare.json`.
    public var compareJSON: String { file(Self.compareJSONName) }

    /// A side's profile folder (`profiles/`, `profiles-baseline/`).
    public func profiles(_ side: Side = .current) -> String { file(Self.profilesName(side)) }

    /// One scenario's profile folder on a side.
    public func profiles(of scenario: String, _ side: Side = .current) -> String {
        profiles(side) + "/" + scenario
    }

    /// A file directly in the run folder.
    public func file(_ name: String) -> String { path + "/" + name }
}
