#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// What one `vision-frames` subcommand accepts after its name: how many plain arguments (folders), which
/// options take a value (and what that value is), and which flags stand alone. Anything else is refused with one line (exit 2)
/// before the subcommand starts, so no argument is silently ignored.
struct ArgumentShape {
    var folders = 1
    var values: [String: String] = [:]
    var flags: Set<String> = []

    private static let number = "a positive whole number"
    private static let size = ["--width": number, "--height": number]
    private static let degrees = "an angle in degrees"

    /// The shape of each subcommand, by name.
    static let subcommands: [String: ArgumentShape] = [
        "write": ArgumentShape(values: size.merging(["--count": number, "--characters": number]) { $1 }),
        "run": ArgumentShape(
            folders: 0, values: size.merging(["--characters": number]) { $1 },
            flags: ["--dim", "--steady", "--trace"]),
        "session": ArgumentShape(
            values: size.merging([
                "--frames": number, "--characters": number, "--table": "none, plain, wood or checker",
                "--pitch": degrees, "--yaw": degrees, "--light": "exposure, exposure-clip, wb or wb-warm",
            ]) { $1 }, flags: ["--png"]),
        "check": ArgumentShape(),
        "sheet": ArgumentShape(values: size),
        "replay": ArgumentShape(values: ["--masks": "a folder"], flags: ["--trace"]),
    ]

    /// The first problem with `arguments` (those after the subcommand's name), or `nil`.
    func problem(_ arguments: ArraySlice<String>) -> String? {
        var folders = 0
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if let value = values[argument] {
                guard index + 1 < arguments.endIndex else { return "\(argument) needs \(value)" }
                if arguments[index + 1].isEmpty { return "\(argument) needs \(value), not ''" }
                index += 2
                continue
            }
            if flags.contains(argument) {
                index += 1
                continue
            }
            if argument.hasPrefix("-") { return "unknown option '\(argument)'" }
            folders += 1
            if folders > self.folders { return "unexpected argument '\(argument)'" }
            if argument.isEmpty { return "an empty folder name" }
            index += 1
        }
        return folders < self.folders ? "needs a folder" : nil
    }

    /// Exits 2 with one line when `arguments` (the whole command line) do not fit their subcommand.
    static func check(_ arguments: [String]) {
        guard arguments.count > 1, let shape = subcommands[arguments[1]] else { return }
        if let problem = shape.problem(arguments.dropFirst(2)) {
            fputs("vision-frames \(arguments[1]): \(problem)\n", stderr)
            exit(2)
        }
    }
}
