#if !FUZZING
    import FuzzSupport
    import FuzzSubjects
    #if canImport(Glibc)
        import Glibc
    #endif

    /// Replays fuzz inputs without libFuzzer: each argument is a file, or a directory whose files are all
    /// replayed. Prints one line per input that broke a promise, and a count.
    struct FuzzReplayCommand {
        var arguments: [String]

        /// Runs every input; returns the exit status (0 all held, 1 a finding, 2 bad usage or an unreadable file).
        func run() -> Int32 {
            guard !arguments.isEmpty, !arguments.contains("--help") else {
                print(
                    "usage: fuzz-keyboard FILE|DIR... (set \(FuzzOptions.knownFaultsVariable)=15,16,17 to try known faults)"
                )
                return arguments.isEmpty ? 2 : 0
            }
            let options = FuzzOptions(
                environmentValue: getenv(FuzzOptions.knownFaultsVariable).map { String(cString: $0) })
            var inputs = 0
            var findings = 0
            for path in arguments.flatMap(Self.files) {
                guard let bytes = Self.read(path) else {
                    print("fuzz-keyboard: cannot read \(path)")
                    return 2
                }
                inputs += 1
                if let finding = FuzzTarget.run(bytes, options: options) {
                    findings += 1
                    print("\(path): \(finding)")
                }
            }
            print("\(inputs) input(s) replayed, \(findings) finding(s)")
            return findings == 0 ? 0 : 1
        }

        /// `path` itself, or the regular files directly inside it when it is a directory (sorted).
        static func files(_ path: String) -> [String] {
            guard let directory = opendir(path) else { return [path] }
            defer { closedir(directory) }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if !name.hasPrefix(".") { names.append(path + "/" + name) }
            }
            return names.sorted()
        }

        /// The whole file, or `nil` when it cannot be read.
        static func read(_ path: String) -> [UInt8]? {
            guard let file = fopen(path, "rb") else { return nil }
            defer { fclose(file) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
                bytes += chunk.prefix(count)
                if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
            }
        }
    }
#endif
