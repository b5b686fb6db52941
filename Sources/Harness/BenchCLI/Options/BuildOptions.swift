import ArgumentParser

/// The options of a command that builds release workers of other commits (`gate`, `bisect`, and
/// `history culprits` for its bisects): the worker cache they are kept in, and the extra `swift build`
/// arguments they are built with (part of the cache key). An option wins over its variable.
struct BuildOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The worker cache (default $PERF_CACHE, else \(defaultCache)).", valueName: "dir"))
    var cache: String?

    @Option(
        name: .customLong("build-flags"), parsing: .unconditional,
        help: ArgumentHelp(
            "Extra `swift build` arguments for every worker built (a gate's both sides, a bisect's probed commits), split at spaces; part of the cache key (default $PERF_BUILD_FLAGS).",
            valueName: "flags"))
    var buildFlags: String?

    /// The cache folder when neither `--cache` nor `$PERF_CACHE` names one.
    static let defaultCache = ".build-cache/pr-check"

    /// The cache folder as given — `--cache`, else `$PERF_CACHE` (an empty variable is unset), else the
    /// default — and the name of what gave it, for messages (the default is named by the variable).
    func cache(environment: [String: String]) -> (path: String, name: String) {
        if let cache { return (cache, "--cache") }
        if let variable = environment["PERF_CACHE"], !variable.isEmpty { return (variable, "PERF_CACHE") }
        return (Self.defaultCache, "PERF_CACHE")
    }

    /// The extra build arguments: `--build-flags`, else `$PERF_BUILD_FLAGS`, split at spaces.
    func flags(environment: [String: String]) -> [String] {
        (buildFlags ?? environment["PERF_BUILD_FLAGS"] ?? "").split(separator: " ").map(String.init)
    }
}

/// `-- run arguments`: what `gate` and `bisect` pass on to every `run` they start, checked before
/// anything is built.
struct RunArgumentsOption: ParsableArguments {
    @Argument(
        parsing: .postTerminator,
        help: ArgumentHelp("Arguments for every `run`, after `--` (checked first).", valueName: "run arguments"))
    var runArguments: [String] = []
}
