import BenchSafety
import Foundation

extension HistoryProfiles {
    /// The newest set of each kind, by scenario (kinds in `kinds` order).
    public func latest() -> [String: [Kept]] {
        var skipped: [String] = []
        return latest(skipped: &skipped)
    }

    /// The newest set of each kind, by scenario, reading only real folders and regular files of at most
    /// `maximumFileBytes` (a link planted in the history is never followed); a line for each left out.
    public func latest(skipped: inout [String]) -> [String: [Kept]] {
        var result: [String: [Kept]] = [:]
        guard Self.isFolder(root, skipped: &skipped) else { return result }
        let scenarios = ((try? DirectoryEntries.names(in: root)) ?? []).filter { !$0.hasPrefix(".") }
        for scenarioFolder in scenarios where Self.isFolder("\(root)/\(scenarioFolder)", skipped: &skipped) {
            let folder = "\(root)/\(scenarioFolder)"
            for kind in Self.kinds {
                guard let name = sets(in: folder, kind: kind).last,
                    Self.isFolder("\(folder)/\(name)", skipped: &skipped),
                    let kept = read("\(folder)/\(name)", kind: kind, skipped: &skipped)
                else { continue }
                result[kept.scenario, default: []].append(kept)
            }
        }
        return result
    }

    /// A set as read from its folder (its regular files within the cap); nil when its about.txt does not read.
    private func read(_ folder: String, kind: String, skipped: inout [String]) -> Kept? {
        guard let about = Self.about(folder) else { return nil }
        let names = ((try? DirectoryEntries.names(in: folder)) ?? []).filter { $0 != "about.txt" && !$0.hasPrefix(".") }
        let files = names.filter {
            Self.checked(ProfileFile(name: $0, path: "\(folder)/\($0)"), skipped: &skipped) != nil
        }
        return Kept(
            scenario: about[0], kind: kind, commit: about[1], startedAt: about[2], runId: about[3], folder: folder,
            files: files)
    }

    /// The four lines of a set's about.txt (scenario, commit, date, run), or nil.
    static func about(_ folder: String) -> [String]? {
        guard let bytes = try? RegularFile.read("\(folder)/about.txt", limit: 64 << 10),
            let text = String(validating: bytes, as: UTF8.self)
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.count >= 4 ? lines : nil
    }

    /// The text of a kept file for the site: a regular file within the cap, valid UTF-8; else nil and a line.
    public static func text(of path: String, skipped: inout [String]) -> String? {
        do {
            let bytes = try RegularFile.read(path, limit: maximumFileBytes)
            return String(validating: bytes, as: UTF8.self)
        } catch {
            skipped.append(skipLine(path, error))
            return nil
        }
    }

    /// Removes the kept sets of the runs `runIds` (a pruned run's profiles go with it); the names removed.
    @discardableResult
    public func remove(runs runIds: Set<String>) -> [String] {
        guard !runIds.isEmpty, FileSystemProbe.live.linkKind(root) == .directory else { return [] }
        var removed: [String] = []
        for scenarioFolder in (try? DirectoryEntries.names(in: root)) ?? [] where !scenarioFolder.hasPrefix(".") {
            let folder = "\(root)/\(scenarioFolder)"
            guard FileSystemProbe.live.linkKind(folder) == .directory else { continue }
            for name in (try? DirectoryEntries.names(in: folder)) ?? [] where !name.hasPrefix(".") {
                guard FileSystemProbe.live.linkKind("\(folder)/\(name)") == .directory,
                    let about = Self.about("\(folder)/\(name)"), runIds.contains(about[3])
                else { continue }
                if (try? FileManager.default.removeItem(atPath: "\(folder)/\(name)")) != nil {
                    removed.append("\(scenarioFolder)/\(name)")
                }
            }
        }
        return removed
    }
}
