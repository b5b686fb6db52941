import Benchmarks
import BenchKit
import Glibc
import KeyboardCore
import KeyboardVocabulary
import Scenarios

// The gate's self-test worker (test-only; never the shipped worker): the real catalogue, with
// `cached-switch` replaced by a copy that, when `KB_SELFTEST_EXTRA_EVERY=N` (N > 0) is set, does its
// work twice on every N-th call — a known slowdown of exactly 1/N of that operation's work
// (N = 20: +5 % time; N = 100: +1 % instructions) — and, when `KB_SELFTEST_SPIN=N`, calls a function
// of its own (`injectedSpin`, N steps) on every call. Unset or 0, it is the real benchmark's code.
// `scripts/gate-self-test.sh` runs a copy named `bench-selftest-worker-every-N`.

/// The number ending the executable file's name after `-<word>-` (`bench-selftest-worker-every-20`:
/// 20), read from `/proc/self/exe` (a paired run's measuring child gets a fixed argv[0]; valgrind runs a
/// stripped copy of the same name); 0 when the name does not end so.
func nameSuffix(after word: String) -> Int {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let path =
        length > 0
        ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        : (CommandLine.arguments.first ?? "")
    let parts = (path.split(separator: "/").last ?? "").split(separator: "-")
    guard parts.count >= 2, parts[parts.count - 2] == word else { return 0 }
    return Int(parts[parts.count - 1]) ?? 0
}

/// The extra-work period: `KB_SELFTEST_EXTRA_EVERY`, else the name ending `-every-N`; 0: none.
let extraEvery: Int = {
    if let raw = getenv("KB_SELFTEST_EXTRA_EVERY") { return Int(String(cString: raw)) ?? 0 }
    return nameSuffix(after: "every")
}()

/// Steps of an injected function of its own (`injectedSpin`) on every call: `KB_SELFTEST_SPIN`, else
/// the name ending `-spin-N`; 0: none. The profile diff of a paired run must name that function first.
let spinSteps: Int = {
    if let raw = getenv("KB_SELFTEST_SPIN") { return Int(String(cString: raw)) ?? 0 }
    return nameSuffix(after: "spin")
}()

/// The injected slowdown with a name of its own: `steps` multiply-adds, nothing else.
@inline(never)
func injectedSpin(_ steps: Int, _ seed: UInt64) -> UInt64 {
    var value = seed
    var step = 0
    while step < steps {
        value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        step &+= 1
    }
    return value
}

/// The real `cached-switch` subject, with the injected extra switch.
final class InjectedToggle {
    let session: KeyboardSession
    let every: Int
    private var flipped = false
    private var calls = 0
    private var spun: UInt64 = 0

    init(every: Int) throws {
        self.every = every
        session = try KeyboardSession(device: .iPhone14Pro, appearance: .light)
        try session.display()
    }

    func switchLayout() throws {
        try once()
        calls &+= 1
        if every > 0, calls % every == 0 { try once() }
        if spinSteps > 0 { spun = injectedSpin(spinSteps, spun) }
    }

    private func once() throws {
        flipped.toggle()
        try session.switchLayout(to: flipped ? .numbers : .letters)
    }
}

/// `cached-switch` as Benchmarks declares it, on the injected subject.
func injectedCachedSwitch() -> Benchmark<InjectedToggle> {
    Benchmark("cached-switch", tags: .nightly, .pr) {
        Subject { try InjectedToggle(every: extraEvery) }
        Parameter("device", DevicePreset.iPhone14Pro.name)
        Parameter("switch", "letters <-> numbers, cache warm")
        Measure("switch") { (bench: InjectedToggle, _: inout StepContext) in try bench.switchLayout() }
        MinimumTime(seconds: 1, quick: 0.2)
        TrackKeyboardObjects { $0.session }
        Budget(.latency("switch"), .p100, below: .milliseconds(100))
        Budget(.heapGrowth, atMost: .bytes(0))
        Budget(.leakedObjects, atMost: 0)
        TimeLimit(seconds: 60)
    }
}

// Lazy groups, as in the real worker (its resident floor builds none of them).
WorkerMain.main(
    registry: ScenarioRegistry {
        KeyboardScenarios.all
        KeyboardBenchmarks.all.map { $0.name == "cached-switch" ? injectedCachedSwitch().entry : $0 }
        TouchBenchmarks.all
    })
