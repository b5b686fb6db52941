import BenchSafety
import Foundation
import PerfModel

/// Publishes the dashboard's pages all or nothing.
///
/// `check()` runs before the history is read: the output is a folder or can be made in a writable
/// one. `publish` writes every page into a staging folder beside the output (a `StagedFolder`,
/// `.<output>.tmp-<pid>-<hex>`), then renames it into place, or moves the pages into an existing site. A
/// page in a subfolder (a profile copy, `profiles/…`) gets its folder made on the way. A failed
/// write (a full disk) removes the staging folder and the folders it made: the site stays as it was.
/// A staging folder left by a killed run is removed by the next run once its writer is gone; temporary
/// files of the first dashboard inside the site are removed too, so they are never published.
struct DashboardPublisher {
    /// The site's folder (without trailing slashes).
    var output: String

    /// A publisher for the site at `output`.
    init(output: String) {
        var path = output
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.output = path
    }

    private var manager: FileManager { .default }
    private var parent: String { DirectoryEntries.parent(of: output) }

    /// Refuses an output that is a file, a link loop or a link to nothing, or whose nearest existing
    /// folder cannot be written (exit 2): the checks `run` makes of its folder (`OutputPlan.checkFolder`).
    func check() throws {
        try checkKind()
        try OutputPlan(directory: output, runID: "").checkFolder()
    }

    /// A folder, or a path whose nearest existing folder is writable.
    private func checkKind() throws {
        guard !output.isEmpty else { throw PerfCIError("--output '': is empty; give a folder") }
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: output, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw PerfCIError("--output '\(output)' is a file, not a folder") }
            guard access(output, W_OK | X_OK) == 0, access(parent, W_OK | X_OK) == 0 else {
                throw PerfCIError("--output '\(output)': cannot write there (not writable)")
            }
            return
        }
        var existing = parent
        while !manager.fileExists(atPath: existing, isDirectory: &isDirectory) {
            existing = DirectoryEntries.parent(of: existing)
        }
        guard isDirectory.boolValue else {
            throw PerfCIError("--output '\(output)': '\(existing)' is a file, not a folder")
        }
        guard access(existing, W_OK | X_OK) == 0 else {
            throw PerfCIError("--output '\(output)': '\(existing)' is not writable")
        }
    }

    /// Writes `pages` (file name → HTML) and moves them into the site; a failure leaves nothing behind
    /// and throws the `SystemError` (exit 3).
    func publish(_ pages: [String: String]) throws {
        let made = try makeParents()
        var staged: StagedFolder?
        do {
            let folder = try StagedFolder(publishing: output)
            staged = folder
            for (page, html) in pages.sorted(by: { $0.key < $1.key }) {
                try FileIO.makeDirectory(DirectoryEntries.parent(of: "\(folder.path)/\(page)"))
                try AtomicFileWriter.write(Array(html.utf8), to: "\(folder.path)/\(page)")
            }
            try moveIn(folder, pages: pages.keys.sorted())
        } catch {
            staged?.discard()
            for folder in made.reversed() { rmdir(folder) }
            throw error
        }
    }

    /// The site folder made by one rename, or each page renamed into the existing site.
    private func moveIn(_ staged: StagedFolder, pages: [String]) throws {
        guard manager.fileExists(atPath: output) else {
            try staged.publish()
            return
        }
        for page in pages {
            try FileIO.makeDirectory(DirectoryEntries.parent(of: "\(output)/\(page)"))
            try AtomicFileWriter.rename("\(staged.path)/\(page)", over: "\(output)/\(page)") {}
        }
        staged.discard()
        removeOldProfiles(keeping: Set(pages))
        StaleTemporaryFiles().remove(in: output)
    }

    /// Removes the profile copies of an earlier site that this one no longer has (a replaced run's), so
    /// the site holds only the latest profiles.
    private func removeOldProfiles(keeping pages: Set<String>) {
        let folder = "\(output)/profiles"
        guard let files = manager.enumerator(atPath: folder)?.allObjects as? [String] else { return }
        for file in files.reversed() {
            let path = "\(folder)/\(file)"
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                rmdir(path)
            } else if !pages.contains("profiles/\(file)") {
                unlink(path)
            }
        }
    }

    /// Creates the missing folders above the output; returns them, outermost first.
    private func makeParents() throws -> [String] {
        var missing: [String] = []
        var folder = parent
        while !manager.fileExists(atPath: folder) {
            missing.insert(folder, at: 0)
            folder = DirectoryEntries.parent(of: folder)
        }
        for folder in missing where mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw SystemError.current("create folder '\(folder)'")
        }
        return missing
    }
}
