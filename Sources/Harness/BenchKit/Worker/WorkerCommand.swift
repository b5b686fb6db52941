import BenchModel

/// The worker's command line: a handful of words the parent writes, parsed without Foundation.
enum WorkerCommand: Equatable {
    /// `describe`: send the catalogue.
    case describe
    /// `describe --filter PATTERN`: describe (and check) only the scenarios the pattern selects, so a
    /// declaration mistake in one scenario does not stop runs of the others.
    case describeSelected(String)
    /// `run <scenario> --seed N [--quick] [--iterations N] [--measure]`, or `floor --seed N [--quick]`.
    /// With `--measure` the run measures in this process; without it a reaper starts a measuring child.
    case run(String, WorkerSettings, measureHere: Bool)

    /// Instruction mode (under callgrind, started with `--measure`: no reaper).
    static let instructionsFlag = "--instructions"
    /// Fixed layout: the reaper starts the measuring child without address-space randomisation.
    static let fixedLayoutFlag = "--fixed-layout"
    /// The fraction of a benchmark's minimum measuring time to measure for (`0 < f ≤ 1`).
    static let timeScaleFlag = "--time-scale"
    /// The part of a split scenario to measure (`K/N`, 1-based).
    static let partFlag = "--part"

    static let usage =
        "usage: keyboard-bench-worker describe [--filter PATTERN] | run <scenario> --seed N [--quick] [--iterations N] [--time-scale F] [--part K/N] | floor --seed N"

    /// Whether the command line asks for the usage (`--help`, `-h` or `help` as its first word).
    static func asksForHelp(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        return ["--help", "-h", "help"].contains(first)
    }

    /// The command, or one line naming what is wrong.
    static func parse(_ arguments: [String]) -> Result<WorkerCommand, WorkerUsageError> {
        guard let verb = arguments.first else { return .failure(WorkerUsageError(usage)) }
        switch verb {
        case "describe" where arguments.count == 1: return .success(.describe)
        case "describe" where arguments.count == 3 && arguments[1] == "--filter":
            return .success(.describeSelected(arguments[2]))
        case "run" where arguments.count >= 2:
            return options(Array(arguments.dropFirst(2))).map { .run(arguments[1], $0.0, measureHere: $0.1) }
        case "floor":
            return options(Array(arguments.dropFirst())).map { .run(FloorScenario.name, $0.0, measureHere: $0.1) }
        default: return .failure(WorkerUsageError(usage))
        }
    }

    private static func options(_ words: [String]) -> Result<(WorkerSettings, Bool), WorkerUsageError> {
        var seed: UInt64?
        var quick = false
        var measureHere = false
        var iterations: Int?
        var instructions = false
        var fixedLayout = false
        var timeScale = 1.0
        var part: RunPart?
        var index = 0
        while index < words.count {
            let word = words[index]
            let value = index + 1 < words.count ? words[index + 1] : nil
            switch word {
            case "--quick": quick = true
            case instructionsFlag: instructions = true
            case fixedLayoutFlag: fixedLayout = true
            case WorkerReaper.measureFlag: measureHere = true
            case "--seed", timeScaleFlag, "--iterations", partFlag, groupFlag:
                switch valued(word, value) {
                case .failure(let problem): return .failure(problem)
                case .success(.seed(let parsed)): seed = parsed
                case .success(.timeScale(let parsed)): timeScale = parsed
                case .success(.iterations(let parsed)): iterations = parsed
                case .success(.part(let parsed)): part = parsed
                case .success(.group): break
                }
                index += 1
            default: return .failure(WorkerUsageError("unknown option '\(word)'; \(usage)"))
            }
            index += 1
        }
        guard let seed else { return .failure(WorkerUsageError("--seed is required; \(usage)")) }
        var settings = WorkerSettings(seed: seed, quick: quick, iterations: iterations, instructions: instructions)
        settings.fixedLayout = fixedLayout
        settings.timeScale = timeScale
        settings.part = part
        return .success((settings, measureHere))
    }

    /// An option that takes the next word as its value, parsed.
    private enum ValuedOption {
        case seed(UInt64), timeScale(Double), iterations(Int), part(RunPart), group
    }

    /// `value` read as `word`'s value (one of `--seed`, `--time-scale`, `--iterations`, `--part`, `--group`), or
    /// the line naming what is wrong with it.
    private static func valued(_ word: String, _ value: String?) -> Result<ValuedOption, WorkerUsageError> {
        switch word {
        case "--seed":
            guard let text = value, let parsed = UInt64(text) else {
                return .failure(WorkerUsageError("--seed takes a whole number from 0 to 2^64−1, got '\(value ?? "")'"))
            }
            return .success(.seed(parsed))
        case timeScaleFlag:
            guard let text = value, let parsed = Double(text), parsed > 0, parsed <= 1 else {
                return .failure(
                    WorkerUsageError("--time-scale takes a fraction above 0 and at most 1, got '\(value ?? "")'"))
            }
            return .success(.timeScale(parsed))
        case "--iterations":
            guard let text = value, let parsed = Int(text), parsed > 0 else {
                return .failure(WorkerUsageError("--iterations takes a positive whole number, got '\(value ?? "")'"))
            }
            return .success(.iterations(parsed))
        case partFlag:
            guard let text = value, let parsed = RunPart(parsing: text) else {
                return .failure(
                    WorkerUsageError(
                        "--part takes K/N, whole numbers with 1 ≤ K ≤ N ≤ \(RunPart.maximumCount), got '\(value ?? "")'"
                    ))
            }
            return .success(.part(parsed))
        default:
            guard let text = value, let group = Int(text), group >= 0 else {
                return .failure(
                    WorkerUsageError("--group takes a registry group index (0 or more), got '\(value ?? "")'"))
            }
            return .success(.group)
        }
    }
}

/// A worker command line that cannot be run.
struct WorkerUsageError: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
