import BenchReport
import BenchRunner
import Foundation
import Synchronization

/// Shows a run's progress on stderr: a live one-line bar on a terminal, plain lines otherwise
/// (start and end of each scenario and, once a scenario has run for a second, at most one line per 10 % of a phase).
final class ProgressDisplay: SuiteObserver, Sendable {
    struct State {
        var index = 0
        var count = 0
        var started = ContinuousClock.now
        var lastDraw: ContinuousClock.Instant?
        var lastDecile: [String: Int] = [:]
    }

    let terminal: Bool
    let state = Mutex(State())
    let clock = ContinuousClock()

    init(terminal: Bool) {
        self.terminal = terminal
    }

    func workerStarted(_ name: String, repetition: Int, index: Int, count: Int) {
        state.withLock { $0 = State(index: index, count: count) }
        let label = Self.label(name, repetition)
        if terminal {
            Console.writeErr("\r\u{1B}[2K\(Self.counter(index, count)) \(label) …")
        } else {
            Console.writeErr("\(Self.counter(index, count)) \(label): started\n")
        }
    }

    func workerProgressed(_ name: String, phase: WorkerPhase, done: Int, total: Int) {
        let fraction = total > 0 ? min(1, max(0, Double(done) / Double(total))) : 0
        guard let line = state.withLock({ shouldShow(&$0, phase: phase.rawValue, fraction: fraction) }) else { return }
        if terminal {
            Console.writeErr("\r\u{1B}[2K\(line) \(name) \(Self.bar(fraction)) \(Self.percent(fraction)) \(phase.rawValue)")
        } else {
            Console.writeErr("\(line) \(name): \(phase.rawValue) \(Self.percent(fraction))\n")
        }
    }

    func workerFinished(_ name: String, repetition: Int, outcome: WorkerOutcome) {
        let took = UnitFormat.format(outcome.durationSeconds * 1e9, .nanoseconds)
        let (index, count) = state.withLock { ($0.index, $0.count) }
        let ending: String
        switch outcome.ending {
        case .completed: ending = "done"
        case let .failed(status, reason): ending = "\(status.word): \(reason)"
        }
        let clear = terminal ? "\r\u{1B}[2K" : ""
        Console.writeErr("\(clear)\(Self.counter(index, count)) \(Self.label(name, repetition)) \(ending) (\(took))\n")
    }

    func analysing() {
        Console.writeErr("analysing the results …\n")
    }

    static func label(_ name: String, _ repetition: Int) -> String { repetition > 1 ? "\(name) #\(repetition)" : name }

    /// The `[i/n]` prefix when this progress report should be drawn, else `nil` (throttling).
    func shouldShow(_ state: inout State, phase: String, fraction: Double) -> String? {
        let counter = Self.counter(state.index, state.count)
        if terminal {
            let now = clock.now
            if let last = state.lastDraw, now - last < .milliseconds(50), fraction < 1 { return nil }
            state.lastDraw = now
            return counter
        }
        guard clock.now - state.started >= .seconds(1) else { return nil }
        let decile = Int(fraction * 10)
        if let last = state.lastDecile[phase], decile <= last { return nil }
        state.lastDecile[phase] = decile
        return decile == 0 ? nil : counter
    }

    static func counter(_ index: Int, _ count: Int) -> String { "[\(index)/\(count)]" }

    static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded(.down)))%" }

    /// `▕████▎    ▏`: 10 cells with eighth-block resolution.
    static func bar(_ fraction: Double, width: Int = 10) -> String {
        let eighths = Int((fraction * Double(width * 8)).rounded(.down))
        let partials = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        let full = String(repeating: "█", count: eighths / 8)
        let partial = eighths / 8 < width ? partials[eighths % 8] : ""
        let empty = String(repeating: " ", count: max(0, width - eighths / 8 - (partial.isEmpty ? 0 : 1)))
        return "▕" + full + partial + empty + "▏"
    }
}
