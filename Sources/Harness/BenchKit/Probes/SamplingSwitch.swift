import BenchModel
import Glibc

/// A profiler's on/off switch around the measured phase: only the measured calls are profiled, not the
/// worker's start, warm-up or report.
///
/// CPU profiles (`run --profile cpu`): the parent starts the worker under `perf record --delay=-1
/// --control=fifo:CTL,ACK` (events off) and names both FIFOs in the environment
/// (`WorkerEnvironment.perfControl`, `.perfAcknowledge`); the switch writes `enable` / `disable` to the
/// control FIFO and waits for perf's `ack`, so sampling is on exactly while the measured phase runs.
/// Unprofiled workers have neither variable: the switch is `nil`, opens nothing and costs nothing.
struct SamplingSwitch {
    /// `perf record`'s control FIFO (written) and acknowledgement FIFO (read).
    let control: Int32
    let acknowledge: Int32

    /// The switch the parent asked for, or `nil` (no profile; or a FIFO that cannot be opened, when
    /// the parent finds no sample and says so).
    static func fromEnvironment() -> SamplingSwitch? {
        guard let controlPath = getenv(WorkerEnvironment.perfControl),
            let acknowledgePath = getenv(WorkerEnvironment.perfAcknowledge)
        else { return nil }
        // perf holds both FIFOs open for reading and writing, so neither open blocks.
        let control = open(controlPath, O_WRONLY | O_CLOEXEC)
        let acknowledge = open(acknowledgePath, O_RDONLY | O_CLOEXEC)
        guard control >= 0, acknowledge >= 0 else {
            if control >= 0 { close(control) }
            if acknowledge >= 0 { close(acknowledge) }
            return nil
        }
        return SamplingSwitch(control: control, acknowledge: acknowledge)
    }

    /// Turns sampling on and returns once perf has acknowledged it.
    func enable() { send("enable\n") }

    /// Turns sampling off and returns once perf has acknowledged it.
    func disable() { send("disable\n") }

    /// Writes `command` (no heap allocation) and reads perf's acknowledgement (`ack\n`).
    private func send(_ command: StaticString) {
        _ = write(control, command.utf8Start, command.utf8CodeUnitCount)
        var reply: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
        _ = withUnsafeMutableBytes(of: &reply) { read(acknowledge, $0.baseAddress, $0.count) }
    }
}
