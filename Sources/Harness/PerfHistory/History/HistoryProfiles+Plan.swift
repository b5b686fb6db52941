import BenchSafety
import PerfModel

/// One profile file of a run to keep: its name in the history and its path in the run.
public struct ProfileFile: Sendable, Equatable {
    /// The name it is kept under (`cpu.svg`, `baseline-cpu.svg`).
    public var name: String
    /// Where the run wrote it.
    public var path: String
}

/// The files of one kind a run wrote for a scenario, each checked to be a regular file within the cap.
public struct ProfileSet: Sendable, Equatable {
    /// The scenario.
    public var scenario: String
    /// `cpu`, `instructions` or `alloc`.
    public var kind: String
    /// The files, in name order (the baseline's flame graph last).
    public var files: [ProfileFile]
}

/// What `history add` will keep of a run's profiles, checked before anything is written: the sets, and
/// a line for each file or folder left out.
public struct ProfilePlan: Sendable, Equatable {
    /// The sets to keep.
    public var sets: [ProfileSet] = []
    /// One line per file or folder skipped (a link, a FIFO, a device, a folder, a file over the cap).
    public var skipped: [String] = []
}

extension HistoryProfiles {
    /// The largest profile file kept or published (64 MiB); a larger one is skipped with a line.
    public static let maximumFileBytes = 64 << 20

    /// The profile sets the run in `runFolder` wrote, checked without writing anything: only regular
    /// files (no link followed) of at most `maximumFileBytes`, in real folders, are planned.
    public func plan(runFolder: String) -> ProfilePlan {
        var plan = ProfilePlan()
        let profiles = RunFolder(runFolder).profiles()
        guard Self.isFolder(profiles, skipped: &plan.skipped) else { return plan }
        let scenarios = ((try? DirectoryEntries.names(in: profiles)) ?? []).filter { !$0.hasPrefix(".") }
        for scenario in scenarios where Self.isFolder("\(profiles)/\(scenario)", skipped: &plan.skipped) {
            for kind in Self.kinds {
                let files = Self.files(runFolder: runFolder, scenario: scenario, kind: kind, skipped: &plan.skipped)
                if !files.isEmpty { plan.sets.append(ProfileSet(scenario: scenario, kind: kind, files: files)) }
            }
        }
        return plan
    }

    /// Throws unless the history's profile folder is a folder or missing (a file, a link or a FIFO
    /// there is refused before the run is added, so nothing is written).
    func checkRoot() throws {
        switch FileSystemProbe.live.linkKind(root) {
        case .missing, .directory: return
        default:
            throw PerfCIError(
                "the history's profile folder \(root) is \(Self.what(root)), not a folder; remove it or name another history"
            )
        }
    }

    /// What is at `path`, in words (`a file`, `a symbolic link`, `a FIFO` …).
    static func what(_ path: String) -> String {
        switch RegularFile.refusal(path) {
        case nil: "a file"
        case .notRegular(let what): what
        case .some(let refusal): "something that \(refusal)"
        }
    }

    /// The files of one kind a run wrote for a scenario that may be kept; the others skipped by name.
    static func files(runFolder: String, scenario: String, kind: String, skipped: inout [String]) -> [ProfileFile] {
        let folder = RunFolder(runFolder).profiles(of: scenario)
        let names = ((try? DirectoryEntries.names(in: folder)) ?? []).filter { isOfKind($0, kind) }
        var found = names.compactMap { name in
            checked(ProfileFile(name: name, path: "\(folder)/\(name)"), skipped: &skipped)
        }
        let baselineFolder = RunFolder(runFolder).profiles(of: scenario, .baseline)
        let baseline = "\(baselineFolder)/\(kind).svg"
        if !found.isEmpty, FileSystemProbe.live.linkKind(baseline) != .missing,
            isFolder(RunFolder(runFolder).profiles(.baseline), skipped: &skipped),
            isFolder(baselineFolder, skipped: &skipped),
            let file = checked(ProfileFile(name: "baseline-\(kind).svg", path: baseline), skipped: &skipped)
        {
            found.append(file)
        }
        return found
    }

    /// `file` when it is a regular file within the cap; else `nil` and a line.
    static func checked(_ file: ProfileFile, skipped: inout [String]) -> ProfileFile? {
        do {
            _ = try RegularFile.check(file.path, limit: maximumFileBytes)
            return file
        } catch {
            skipped.append(skipLine(file.path, error))
            return nil
        }
    }

    /// Whether `path` is a real folder (not a link to one); a line when something else is there.
    static func isFolder(_ path: String, skipped: inout [String]) -> Bool {
        switch FileSystemProbe.live.linkKind(path) {
        case .directory: return true
        case .missing: return false
        default:
            skipped.append("skipped profile folder \(path): it is \(what(path)), not a folder")
            return false
        }
    }

    /// The line naming a profile file that is skipped, and why.
    static func skipLine(_ path: String, _ refusal: RegularFile.Refusal) -> String {
        "skipped profile \(path): it \(refusal)"
    }

    /// Whether a file of a scenario's profile folder belongs to `kind` (`cpu.svg`, `cpu-top.md`, …).
    static func isOfKind(_ name: String, _ kind: String) -> Bool {
        let suffixes = [".svg", ".folded", "-top.md", "-diff.svg", "-diff.md"]
        return suffixes.contains { name == kind + $0 }
    }
}
