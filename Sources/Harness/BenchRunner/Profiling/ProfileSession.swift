import BenchProfile
import BenchSafety
import Foundation

/// A profiled run's collection: each profiled worker collects into a folder of its own under a scratch
/// folder (`<scratch>/<scenario>/<worker>/`); a worker that does not complete has its folder removed.
/// At the end of the run the profiles are read and written beside the report (`ProfileSession+Write`),
/// and the scratch folder is removed.
public final class ProfileSession: Sendable {
    /// What is collected, and how.
    public let collector: any ProfileCollector
    /// Where workers collect (removed by `cleanUp`).
    public let scratch: String

    /// A session of `collector`; one line when its scratch folder cannot be made.
    public init(collector: any ProfileCollector) throws(ProfileError) {
        self.collector = collector
        do { scratch = try ScratchFolder.make("profile") } catch { throw ProfileError("--profile: \(error)") }
    }

    /// A new, empty folder for one worker of `scenario`.
    public func workerDirectory(scenario: String) throws(ProfileError) -> String {
        let path = "\(scratch)/\(scenario)/\(UUID().uuidString.prefix(8))"
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw ProfileError("--profile: cannot create \(path): \(error.localizedDescription)")
        }
        return path
    }

    /// Drops what a worker that did not complete collected.
    public func discard(_ directory: String) { try? FileManager.default.removeItem(atPath: directory) }

    /// The folders `scenario`'s completed workers collected into, oldest name first.
    public func directories(scenario: String) -> [String] {
        let folder = "\(scratch)/\(scenario)"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().map { "\(folder)/\($0)" }
    }

    /// Removes the scratch folder.
    public func cleanUp() { ScratchFolder.remove(scratch) }
}
