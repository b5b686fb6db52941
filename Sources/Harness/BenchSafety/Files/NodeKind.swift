#if canImport(Glibc)
    import Glibc
#endif

/// What a path is, with devices and FIFOs told apart (`FileKind` groups them as `.other`).
enum NodeKind: Equatable {
    case missing, directory, regularFile, symbolicLink, characterDevice, blockDevice, fifo, socket
    case unreachable(Int32)

    static func of(_ path: String, follow: Bool) -> NodeKind {
        var info = stat()
        guard (follow ? stat(path, &info) : lstat(path, &info)) == 0 else {
            return errno == ENOENT ? .missing : .unreachable(errno)
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regularFile
        case S_IFLNK: return .symbolicLink
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFIFO: return .fifo
        default: return .socket
        }
    }
}
