#if canImport(Glibc)
    import Glibc
#endif

/// Starting the tool: `posix_spawn` (`posix_spawnp` for a name without a slash: found on the PATH) into a
/// new process group, in its folder, its streams opened on files, the signals the harness ignores
/// (SIGPIPE) back to their defaults.
extension ToolRun {
    enum Spawned {
        case success(pid_t)
        case failure(Int32)
    }

    func spawn() -> Spawned {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        if outputToStandardError {
            posix_spawn_file_actions_adddup2(&actions, 2, 1)
        } else {
            let mode = appendsOutput ? O_APPEND : O_TRUNC
            for (descriptor, path) in [(Int32(1), output), (2, error)] {
                posix_spawn_file_actions_addopen(
                    &actions, descriptor, path ?? "/dev/null", O_WRONLY | O_CREAT | mode, 0o600)
            }
        }
        // Nothing else this process has open reaches the tool: a file another thread is still writing
        // would stay open in a tool that outlives the write, and that file could not be run (ETXTBSY).
        _ = Self.addCloseFrom?(&actions, 3)
        if let directory {
            guard let changeDirectory = Self.addChangeDirectory else { return .failure(ENOSYS) }
            let added = changeDirectory(&actions, directory)
            guard added == 0 else { return .failure(added) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let result = Self.withCStrings([program] + arguments) { argv in
            Self.withCStrings(mergedEnvironment()) { envp in
                program.contains("/")
                    ? posix_spawn(&pid, program, &actions, &attributes, argv, envp)
                    : posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
            }
        }
        return result == 0 ? .success(pid) : .failure(result)
    }

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which Swift's Glibc module does
    /// not import: looked up once by name (`nil` on a C library without it).
    static let addChangeDirectory = glibcAction(
        "posix_spawn_file_actions_addchdir_np",
        as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32).self)

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), likewise.
    static let addCloseFrom = glibcAction(
        "posix_spawn_file_actions_addclosefrom_np",
        as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)

    /// The C library's function `name`, as `type`; `nil` when it has none.
    static func glibcAction<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// The inherited environment with `environment` set over it, as `NAME=value` entries.
    func mergedEnvironment() -> [String] {
        var entries: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
            if let name, environment[name] == nil { entries.append(text) }
            index += 1
        }
        return entries + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    static func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result
    {
        let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}
