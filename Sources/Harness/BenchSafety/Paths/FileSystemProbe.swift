#if canImport(Glibc)
    import Glibc
#endif

/// What a path is, as `stat(2)` / `lstat(2)` see it.
public enum FileKind: Equatable, Sendable {
    /// Nothing there (`ENOENT`).
    case missing
    /// A directory.
    case directory
    /// A regular file.
    case regularFile
    /// A symbolic link (only from `lstat`).
    case symbolicLink
    /// A device, socket or FIFO.
    case other
    /// `stat` failed otherwise (`EACCES`, `ENOTDIR`, `ENAMETOOLONG`, `ELOOP` …).
    case unreachable(Int32)
}

/// Free space and inodes of a file system, from `statvfs(3)`.
public struct FileSystemSpace: Equatable, Sendable {
    /// Bytes available to an unprivileged user.
    var availableBytes: UInt64
    /// Inodes available to an unprivileged user.
    var availableInodes: UInt64
    /// Total inodes; 0 on file systems that do not count them (then inodes are not checked).
    var totalInodes: UInt64
    /// Mounted read-only.
    var readOnly: Bool

    /// A reading.
    init(availableBytes: UInt64, availableInodes: UInt64, totalInodes: UInt64, readOnly: Bool) {
        self.availableBytes = availableBytes
        self.availableInodes = availableInodes
        self.totalInodes = totalInodes
        self.readOnly = readOnly
    }
}

/// The file-system questions an output check asks, as replaceable functions (tests inject a full
/// disk or a read-only mount; the tool uses `.live`). Asking creates nothing.
public struct FileSystemProbe: Sendable {
    /// What `path` is, following symbolic links.
    public var kind: @Sendable (String) -> FileKind
    /// What `path` itself is (a symbolic link is reported as one).
    public var linkKind: @Sendable (String) -> FileKind
    /// Whether entries can be created in the directory `path` (write and search permission).
    var canCreateEntries: @Sendable (String) -> Bool
    /// Space and inodes of the file system holding `path`, or `nil` when unknown.
    public var space: @Sendable (String) -> FileSystemSpace?
    /// The longest file name the file system holding `path` allows (`NAME_MAX`, usually 255).
    var nameMax: @Sendable (String) -> Int

    /// A probe made of the given functions.
    init(
        kind: @escaping @Sendable (String) -> FileKind, linkKind: @escaping @Sendable (String) -> FileKind,
        canCreateEntries: @escaping @Sendable (String) -> Bool, space: @escaping @Sendable (String) -> FileSystemSpace?,
        nameMax: @escaping @Sendable (String) -> Int
    ) {
        self.kind = kind
        self.linkKind = linkKind
        self.canCreateEntries = canCreateEntries
        self.space = space
        self.nameMax = nameMax
    }

    /// The real file system.
    public static let live = FileSystemProbe(
        kind: { path in kindOf(path, follow: true) },
        linkKind: { path in kindOf(path, follow: false) },
        canCreateEntries: { path in access(path, W_OK | X_OK) == 0 },
        space: { path in
            var info = statvfs()
            guard statvfs(path, &info) == 0 else { return nil }
            return FileSystemSpace(
                availableBytes: UInt64(info.f_bavail) * UInt64(info.f_frsize), availableInodes: UInt64(info.f_favail),
                totalInodes: UInt64(info.f_files), readOnly: info.f_flag & UInt(ST_RDONLY) != 0)
        },
        nameMax: { path in
            let limit = pathconf(path, Int32(_PC_NAME_MAX))
            return limit > 0 ? limit : 255
        }
    )

    static func kindOf(_ path: String, follow: Bool) -> FileKind {
        switch NodeKind.of(path, follow: follow) {
        case .missing: .missing
        case .directory: .directory
        case .regularFile: .regularFile
        case .symbolicLink: .symbolicLink
        case .unreachable(let code): .unreachable(code)
        case .characterDevice, .blockDevice, .fifo, .socket: .other
        }
    }
}
