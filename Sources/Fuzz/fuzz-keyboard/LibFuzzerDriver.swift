#if FUZZING
    import FuzzSupport
    import FuzzSubjects
    #if canImport(Glibc)
        import Glibc
    #endif

    /// libFuzzer's driver, exported by its runtime (`-sanitize=fuzzer`). SwiftPM points an executable's
    /// `main` at this module's `@main`, so libFuzzer's own `main` is not linked: we call its driver instead.
    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// Runs libFuzzer over `fuzzOneInput` with the process's arguments (`-runs=N`, corpus directories …).
    enum LibFuzzerDriver {
        static func run() -> Int32 {
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            return LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput)
        }
    }

    /// Which known faults are tried (`FUZZ_KEYBOARD_KNOWN_FAULTS=16,17`); read once.
    let fuzzOptions = FuzzOptions(environmentValue: getenv(FuzzOptions.knownFaultsVariable).map { String(cString: $0) })

    /// One input, one program. A broken promise ends the process, so libFuzzer keeps the input.
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let finding = FuzzTarget.run(bytes, options: fuzzOptions) {
            fatalError("fuzz finding: \(finding)")
        }
        return 0
    }
#endif
