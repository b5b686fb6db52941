#if canImport(Glibc)
    import Glibc
#endif

/// The fuzz driver. Built by `scripts/fuzz.sh` (`-D FUZZING -sanitize=fuzzer,address`) it hands the
/// command line to libFuzzer's driver; in a plain `swift build` it replays inputs from files (a corpus,
/// or a crash file libFuzzer wrote) and reports what each one found.
@main
struct FuzzKeyboard {
    static func main() {
        #if FUZZING
            exit(LibFuzzerDriver.run())
        #else
            exit(FuzzReplayCommand(arguments: Array(CommandLine.arguments.dropFirst())).run())
        #endif
    }
}
