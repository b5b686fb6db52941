#if canImport(Glibc)
    import Glibc
#endif

/// Starting the tool: `posix_spawn` into a new process group, its streams opened on files, the signals
/// the harness ignores (SIGPIPE) back to their defaults.
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
        for (descriptor, path) in [(Int32(1), output), (2, error)] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
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
                posix_spawn(&pid, program, &actions, &attributes, argv, envp)
            }
        }
        return result == 0 ? .success(pid) : .failure(result)
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
