#if canImport(Glibc)
    import Glibc
#endif

/// A single output file named by an option (`export --output`, `compare --json`), checked before any
/// work and written without ever replacing what is not a regular file.
///
/// - `-` is standard output (the convention); the command prints the text as its main output.
/// - A regular file, or a new name in a writable folder, is written atomically (`AtomicFileWriter`).
/// - A symbolic link to a regular file is written atomically **at its target**: the link stays a link.
/// - A character device or a FIFO (also behind a link, e.g. `/dev/stdout` or `/proc/self/fd/1`) is
///   written through, with no temporary and no rename: the node stays what it was.
/// - A directory, a socket, a block device, a symbolic link loop and a link to nothing are refused
///   with one line (exit 2), before anything is computed.
///
/// ```swift
/// let target = try OutputFile(path, option: "--output")   // refusal: exit 2
/// … compute the text …
/// try target.write(bytes)                                   // failure: exit 3
/// ```
public struct OutputFile: Equatable, Sendable {
    /// Where the bytes go.
    enum Destination: Equatable, Sendable {
        /// Standard output (`-`): the command prints the text as its main output.
        case standardOutput
        /// A regular file (existing or new) written by temporary + rename, at this path.
        case file(String)
        /// A character device or FIFO, opened and written in place.
        case device(String)
    }

    /// The path as given.
    public let path: String
    /// Where writing goes, decided when the value was made.
    let destination: Destination

    /// Checks `path` (given with `option`) and decides how it is written; creates nothing.
    public init(_ path: String, option: String) throws(OutputPathError) {
        self.path = path
        destination = try Self.destination(
            of: path, refusing: { reason in OutputPathError(option: option, path: path, reason) })
    }

    /// Whether the text goes to standard output.
    public var isStandardOutput: Bool { destination == .standardOutput }

    /// Writes `bytes` to the destination; `.standardOutput` writes to `standardOutput`.
    public func write(_ bytes: [UInt8], standardOutput: FileDescriptorWriter = .standardOutput) throws(SystemError) {
        switch destination {
        case .standardOutput:
            try bytes.withUnsafeBufferPointer { buffer throws(SystemError) in try standardOutput.write(buffer) }
        case .file(let target): try AtomicFileWriter.write(bytes, to: target)
        case .device(let node): try Self.writeThrough(bytes, to: node)
        }
    }

    static func destination(of path: String, refusing: (String) -> OutputPathError) throws(OutputPathError)
        -> Destination
    {
        guard path != "-" else { return .standardOutput }
        guard !path.isEmpty else { throw refusing("is empty; give a file name, or - for stdout") }
        guard !path.utf8.contains(0) else { throw refusing("contains a NUL byte") }
        let kind = NodeKind.of(path, follow: false)
        switch kind {
        case .symbolicLink: return try linkDestination(path, refusing: refusing)
        case .unreachable(let code): throw refusing("cannot reach it: \(SystemError.reason(code))")
        default: return try nodeDestination(path, kind: kind, refusing: refusing)
        }
    }

    static func linkDestination(_ path: String, refusing: (String) -> OutputPathError) throws(OutputPathError)
        -> Destination
    {
        switch NodeKind.of(path, follow: true) {
        case .unreachable(ELOOP): throw refusing("is a symbolic link loop")
        case .missing: throw refusing("is a symbolic link to nothing; remove it or name another file")
        case .unreachable(let code): throw refusing("cannot follow the link: \(SystemError.reason(code))")
        case .regularFile:
            guard let target = realPath(path) else { throw refusing("cannot resolve the link") }
            return try nodeDestination(target, kind: .regularFile, refusing: refusing)
        case let kind: return try nodeDestination(path, kind: kind, refusing: refusing)
        }
    }

    static func nodeDestination(_ path: String, kind: NodeKind, refusing: (String) -> OutputPathError)
        throws(OutputPathError) -> Destination
    {
        switch kind {
        case .regularFile, .missing: return .file(try writableNewFile(path, refusing: refusing))
        case .characterDevice, .fifo:
            guard access(path, W_OK) == 0 else { throw refusing("is not writable") }
            return .device(path)
        case .directory: throw refusing("is a directory; name a file")
        case .blockDevice: throw refusing("is a block device; name a file")
        case .socket: throw refusing("is a socket; name a file")
        case .symbolicLink, .unreachable: throw refusing("cannot be written")
        }
    }

    /// A regular file is replaced by a rename in its folder: the folder must exist and be writable.
    static func writableNewFile(_ path: String, refusing: (String) -> OutputPathError) throws(OutputPathError) -> String
    {
        let folder = DirectoryEntries.parent(of: path)
        switch NodeKind.of(folder, follow: true) {
        case .directory: break
        case .missing: throw refusing("its folder '\(OutputPathError.shortened(folder))' does not exist")
        case .unreachable(let code): throw refusing("cannot reach its folder: \(SystemError.reason(code))")
        default: throw refusing("'\(OutputPathError.shortened(folder))' is not a folder")
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw refusing("its folder '\(OutputPathError.shortened(folder))' is not writable")
        }
        let name = DirectoryEntries.lastComponent(of: path)
        let limit = pathconf(folder, Int32(_PC_NAME_MAX))
        if TemporaryFileName.longestName(for: name).utf8.count > (limit > 0 ? limit : 255) {
            throw refusing("the name is too long (\(name.utf8.count) bytes)")
        }
        return path
    }

    /// Opens an existing device or FIFO (a FIFO without a reader is refused, not waited for) and writes.
    static func writeThrough(_ bytes: [UInt8], to node: String) throws(SystemError) {
        let descriptor = open(node, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw errno == ENXIO
                ? SystemError("open '\(node)' (no process is reading it)", code: ENXIO) : .current("open '\(node)'")
        }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let writer = FileDescriptorWriter(fileDescriptor: descriptor, name: "'\(node)'")
        try bytes.withUnsafeBufferPointer { buffer throws(SystemError) in try writer.write(buffer) }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
