#if canImport(Glibc)
    import Glibc
#endif

/// The harness's scratch folders: every one lives under `$TMPDIR` (`/tmp` when it is unset or empty;
/// a missing `$TMPDIR` is never created), is named `keyboard-bench-<purpose>-<pid>-<6 characters>`
/// after the process that made it, and is removed by its maker on every way out it controls. A run
/// killed before it could remove its folders leaves them behind: the next run removes those whose
/// process is gone (`removeLeftovers`), as the shared-state file does for its temporaries.
public enum ScratchFolder {
    /// The start of every scratch folder's name.
    public static let prefix = "keyboard-bench-"
    /// A leftover is removed only when it has not been modified for this many seconds (a folder made
    /// in another pid namespace looks dead to `kill(2)` while its maker writes into it).
    public static let settleSeconds = 5

    /// `$TMPDIR` without a trailing slash, or `/tmp`.
    public static var root: String {
        guard let raw = getenv("TMPDIR") else { return "/tmp" }
        var path = String(cString: raw)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path.isEmpty ? "/tmp" : path
    }

    /// Makes a new private folder `<root>/keyboard-bench-<purpose>-<pid>-XXXXXX` (`mkdtemp`, mode 0700).
    public static func make(_ purpose: String, in root: String = root) throws(SystemError) -> String {
        var template = Array("\(root)/\(prefix)\(purpose)-\(getpid())-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, let result = mkdtemp(base) else { return nil }
            return String(cString: result)
        }
        guard let made else { throw .current("make a scratch folder in '\(root)' (TMPDIR)") }
        return made
    }

    /// Removes `path` and everything below it; a link is removed, never followed. What cannot be
    /// removed is left (cleaning up never fails a run).
    public static func remove(_ path: String) {
        guard FileSystemProbe.kindOf(path, follow: false) == .directory else {
            unlink(path)
            return
        }
        try? RunRetention.removeTree(path)
    }

    /// The process id in a scratch folder's name (`keyboard-bench-<purpose>-<pid>-<6>`), else `nil`.
    public static func ownerPID(_ name: String) -> Int32? {
        guard name.hasPrefix(prefix) else { return nil }
        let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 1].utf8.count == 6,
            parts[parts.count - 1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
            parts.dropLast(2).allSatisfy({
                !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
            }),
            parts[parts.count - 2].allSatisfy({ $0.isASCII && $0.isNumber }), let pid = Int32(parts[parts.count - 2]),
            pid > 0
        else { return nil }
        return pid
    }

    /// Removes the scratch folders under `root` whose maker has ended and which have not been modified
    /// for `settleSeconds`; returns their paths. Only directories named as scratch folders are touched.
    @discardableResult
    public static func removeLeftovers(
        in root: String = root, now: Int = Int(time(nil)),
        isAlive: (Int32) -> Bool = { StaleTemporaryFiles.processIsAlive($0) }
    ) -> [String] {
        let names = (try? DirectoryEntries.names(in: root)) ?? []
        return names.compactMap { name in
            guard let pid = ownerPID(name), pid != getpid() else { return nil }
            let path = OutputPlan.join(root, name)
            guard FileSystemProbe.kindOf(path, follow: false) == .directory,
                let modified = DirectoryEntries.modificationTime(path), now - modified >= settleSeconds, !isAlive(pid)
            else { return nil }
            remove(path)
            return path
        }
    }
}
