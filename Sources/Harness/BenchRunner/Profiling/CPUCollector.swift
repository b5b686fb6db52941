import BenchModel
import BenchProfile
import BenchSafety
import Foundation

/// `run --profile cpu`: each worker runs under `perf record -e cpu-clock -F RATE -g --delay=-1
/// --control=fifo:CTL,ACK`, events off until the worker's measured phase turns them on through the
/// control FIFO (`SamplingSwitch` in BenchKit) and off again at its end; afterwards `perf script` reads
/// the samples into folded stacks. Call chains use frame pointers (`-g`), which Swift code keeps on
/// Linux: the stacks reach `main` through every Swift frame; inlined calls appear as their caller.
public struct CPUCollector: ProfileCollector {
    /// `perf` on PATH.
    public let perf: String
    /// Samples per second of CPU time.
    public let rate: Int
    /// Whether the profile keeps the harness's own frames (`run --profile-harness`) instead of folding
    /// them into one `[harness]` frame.
    public var showsHarness = false

    /// The default sampling rate, Hz: enough samples from a benchmark's short measured phase (a few
    /// hundred to thousands), at a cost its figures do not show (docs/profiling.md, "Find out why it got slower");
    /// an odd rate, so sampling does not beat with periodic work.
    public static let defaultRate = 4_999

    public var kind: ProfileKind { .cpu }
    public var timeLimitFactor: Double { 3 }

    /// An invocation with a given `perf` (tests).
    init(perf: String, rate: Int) {
        self.perf = perf
        self.rate = rate
    }

    /// Finds perf and checks that it may record `cpu-clock` events here; one line when it cannot.
    public static func prepare(rate: Int = defaultRate, showsHarness: Bool = false) throws(ProfileError)
        -> CPUCollector
    {
        guard let perf = InstructionMode.onPath("perf") else {
            throw ProfileError(
                "--profile cpu needs perf, which is not installed (scripts/ensure-deps.sh --peers installs linux-perf)")
        }
        var collector = CPUCollector(perf: perf, rate: rate)
        collector.showsHarness = showsHarness
        try collector.checkPermission()
        return collector
    }

    /// The longest the permission probe may take, seconds (recording `/bin/true` takes a fraction of
    /// one; a perf that waits longer is stuck, e.g. on a full `$TMPDIR`).
    static let probeDeadlineSeconds = 30.0

    /// Records a trivial program: perf refuses when `kernel.perf_event_paranoid` forbids the events.
    /// A perf that has not ended after `deadlineSeconds` is killed with its children, and said so.
    func checkPermission(deadlineSeconds: Double = ToolRun.configuredDeadline(fallback: probeDeadlineSeconds))
        throws(ProfileError)
    {
        let (ending, _, errorText) = ToolProcess.run(perf, deadlineSeconds: deadlineSeconds) { folder in
            ["record", "-q", "-e", "cpu-clock", "-o", folder + "/probe.data", "--", "/bin/true"]
        }
        let status: Int32
        switch ending {
        case .exited(0): return
        case .exited(let code): status = code
        default:
            throw ProfileError(
                "--profile cpu: the permission probe (perf record … -- /bin/true): \(ToolRun.describe(ending, name: perf))"
            )
        }
        let paranoid =
            (try? String(contentsOfFile: "/proc/sys/kernel/perf_event_paranoid", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
        let said = errorText.split(separator: "\n").first.map { ": \($0)" } ?? ""
        throw ProfileError(
            "--profile cpu: perf may not record cpu-clock events here (exit \(status)\(said); kernel.perf_event_paranoid is \(paranoid): 2 or lower is needed, or CAP_PERFMON)"
        )
    }

    public func wrap(_ invocation: WorkerInvocation, directory: String) throws(ProfileError) -> WorkerInvocation {
        let control = directory + "/control.fifo", acknowledge = directory + "/ack.fifo"
        guard mkfifo(control, 0o600) == 0, mkfifo(acknowledge, 0o600) == 0 else {
            throw ProfileError(
                "--profile cpu: cannot create a FIFO in \(directory): \(String(cString: strerror(errno)))")
        }
        var wrapped = invocation
        wrapped.program = perf
        wrapped.arguments =
            [
                "record", "-q", "-e", "cpu-clock", "-F", String(rate), "-g", "--delay=-1",
                "--control=fifo:\(control),\(acknowledge)", "-o", directory + "/perf.data", "--", invocation.program,
            ] + invocation.arguments
        wrapped.environment[WorkerEnvironment.perfControl] = control
        wrapped.environment[WorkerEnvironment.perfAcknowledge] = acknowledge
        return wrapped
    }

    public func artifacts(scenario: String, directories: [String]) throws(ProfileError) -> [ProfileArtifact] {
        var stacks = FoldedStacks(unit: .samples)
        for directory in directories {
            let script = directory + "/perf.script"
            let ending = ToolProcess.run(
                perf, ["script", "-i", directory + "/perf.data", "-F", "comm,tid,ip,sym"], stdoutFile: script)
            guard ending.succeeded, let text = try? String(contentsOfFile: script, encoding: .utf8) else {
                throw ProfileError(
                    "--profile cpu: perf script could not read \(directory)/perf.data (\(ToolRun.describe(ending, name: perf)))"
                )
            }
            for (stack, weight) in PerfScript.folded(text).weights { stacks.add(stack, weight: weight) }
        }
        guard stacks.totalWeight > 0 else {
            throw ProfileError(
                "--profile cpu: perf took no sample of \(scenario)'s measured phase (too short at \(rate) Hz? raise --profile-rate)"
            )
        }
        return ProfileReport.artifacts(
            stacks, kind: .cpu, scenario: scenario, note: "perf cpu-clock samples at \(rate) Hz",
            showsHarness: showsHarness)
    }
}
