import Glibc

/// The descriptors and attributes of one `posix_spawn`: the child's ends of its pipes go to fds 0–2,
/// this process keeps the other ends (close-on-exec, so no other child inherits them).
struct SpawnSetup {
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    /// This process's ends: stdout and stderr readers, the stdin writer (-1 when not a pipe).
    private var parent: [Int32] = [-1, -1, -1]
    /// The child's ends, closed here once the child has them.
    private var childEnds: [Int32] = []

    init(options: TestProcessOptions) throws(TestProcessError) {
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        if let stdin = options.stdin {
            if !stdin.isEmpty { signal(SIGPIPE, SIG_IGN) }  // a child that exits unread must not kill the test
            let (reader, writer) = try Self.pipe()
            posix_spawn_file_actions_adddup2(&actions, reader, 0)
            childEnds.append(reader)
            parent[2] = writer
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        for (fd, setup) in [(Int32(1), options.stdout), (Int32(2), options.stderr)] {
            switch setup {
            case .capture:
                let (reader, writer) = try Self.pipe()
                posix_spawn_file_actions_adddup2(&actions, writer, fd)
                childEnds.append(writer)
                parent[Int(fd) - 1] = reader
            case .null: posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0)
            case .inherit: break
            case .closed: posix_spawn_file_actions_addclose(&actions, fd)
            case .devFull: posix_spawn_file_actions_addopen(&actions, fd, "/dev/full", O_WRONLY, 0)
            case .brokenPipe:
                let (reader, writer) = try Self.pipe()
                close(reader)
                posix_spawn_file_actions_adddup2(&actions, writer, fd)
                childEnds.append(writer)
            }
        }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in options.defaultSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    }

    /// Closes the child's ends (after the spawn) and frees the spawn objects.
    mutating func release() {
        for fd in childEnds { close(fd) }
        childEnds = []
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
    }

    /// This process's ends: stdout reader, stderr reader, stdin writer.
    func parentEnds() -> (Int32, Int32, Int32) { (parent[0], parent[1], parent[2]) }

    /// After a failed spawn: nothing is kept.
    mutating func closeParentEnds() {
        for fd in parent where fd >= 0 { close(fd) }
        parent = [-1, -1, -1]
    }

    /// A pipe, both ends close-on-exec (`pipe2` is not imported without _GNU_SOURCE; `RunningProcess`
    /// makes pipes and spawns under one lock, so no child of this runner inherits another's pipe).
    private static func pipe() throws(TestProcessError) -> (reader: Int32, writer: Int32) {
        var fds: [Int32] = [-1, -1]
        guard Glibc.pipe(&fds) == 0 else {
            throw TestProcessError(description: "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }
}
