import BenchModel
import CProcess
import Glibc

/// Runs the measurement in a child process — a fresh image of this executable (`fork` + `exec` with
/// `--measure`), so it is a whole worker and nothing the reaper mapped counts for or against it — and
/// reports the child's whole-life peak resident set size as the kernel gives it to its parent
/// (`wait4`'s `ru_maxrss`): the figure that includes everything the measuring process did, sending its
/// results too. (A plain `fork` would not do: file-backed pages the reaper touched before the fork are
/// not in the child's resident set until the child touches them again, so it reads low.)
///
/// The child dies with the reaper (`PR_SET_PDEATHSIG`; the reaper forks it from its only thread), so a
/// parent that kills the worker for its time limit kills the measurement. The reaper itself watches its
/// parent (`WorkerParent`): when keyboard-bench ends, however it ends, the reaper kills the child and
/// every process it holds, and exits. Otherwise the reaper ends the way the child did: the same exit
/// status, or the same signal raised again, so crash isolation sees the child's fate.
enum WorkerReaper {
    /// The flag that makes a `run` measure in this process instead of starting a child.
    static let measureFlag = "--measure"

    /// `group`: the registry group holding the scenario, passed on so the measuring child builds it alone.
    static func run(writer: FrameWriter, fixedLayout: Bool = false, group: Int? = nil, _ measure: () -> Never) -> Never
    {
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        let watched = WorkerParent.watchOrExit()
        // The measuring child dies with this reaper; its environment stays the one the parent gave.
        unsetenv(WorkerEnvironment.parent)
        let reaper = getpid()
        _ = kb_set_child_subreaper()
        let child = fork()
        if child < 0 { measure() }
        if child == 0 {
            _ = kb_set_parent_death_signal(SIGKILL)
            if getppid() != reaper { _exit(1) }
            if fixedLayout { _ = kb_disable_address_randomization() }
            execMeasuringWorker(
                frames: writer.descriptor,
                arguments: measuringArguments(CommandLine.arguments, fixedLayout: fixedLayout, group: group))
        }
        let (status, usage) = waitForChild(child, parent: watched)
        writer.send(.peakResident(bytes: usage.ru_maxrss * 1024))
        reapOrphans(parent: watched)
        if status == 0, writer.failed { exit(WorkerMain.finalStatus(writer)) }
        end(like: status)
    }

    /// Reaps what the measurement started and left behind (a helper process it stopped but did not reap,
    /// so that the helper's peak resident is not folded into the measured one), for at most 2 s; a helper
    /// still alive then is killed, as is every one at once if the parent ends meanwhile. As the reaper is
    /// a child subreaper, such orphans come here rather than to init.
    private static func reapOrphans(parent: WorkerParent?) {
        var status: Int32 = 0
        for _ in 0..<200 {
            let reaped = waitpid(-1, &status, WNOHANG)
            if reaped < 0 { return }
            if parent?.isGone == true { break }
            if reaped == 0 { usleep(10_000) }
        }
        killChildren()
    }

    /// Replaces the child with a fresh worker image measuring in-process: the frame stream becomes its
    /// stdout again, as it was for this process.
    private static func execMeasuringWorker(frames: Int32, arguments: [String]) -> Never {
        // Never exec with stdout left as stderr's copy: the child's frames would land on stderr.
        guard dup2(frames, 1) == 1 else {
            StandardError.write(
                "keyboard-bench-worker: could not hand the frame stream to the measuring worker (errno \(errno))\n")
            _exit(WorkerMain.errorStatus)
        }
        close(frames)
        var pointers = arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", &pointers)
        StandardError.write("keyboard-bench-worker: could not start the measuring worker (errno \(errno))\n")
        _exit(WorkerMain.errorStatus)
    }

    /// The measuring child's command line: this one with `--measure`, and `--group NNNN` when the
    /// scenario's registry group is known (four digits, so the command line's length does not depend on it).
    /// With a fixed layout every measuring child gets the same `argv[0]`, so two workers started from
    /// paths of different lengths still get the same stack layout (argv sits at the top of the stack).
    static func measuringArguments(_ arguments: [String], fixedLayout: Bool, group: Int?) -> [String] {
        let name = fixedLayout ? ["keyboard-bench-worker"] : Array(arguments.prefix(1))
        let hint =
            group.map {
                [WorkerCommand.groupFlag, String(repeating: "0", count: max(0, 4 - String($0).count)) + String($0)]
            } ?? []
        return name + arguments.dropFirst() + [measureFlag] + hint
    }

    /// Exits with the child's status, or dies of the child's signal.
    private static func end(like status: Int32) -> Never {
        let signalNumber = status & 0x7F
        if signalNumber == 0 { exit((status >> 8) & 0xFF) }
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
        exit(128 + signalNumber)
    }
}
