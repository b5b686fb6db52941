import BenchReport
import BenchRunner
import Foundation
import Synchronization

/// Shows a run's progress on stderr, phase by phase as the workers report them (set-up, warm-up only
/// when there is one, calibrating, measured, releasing), with the run's elapsed time and an ETA.
/// On a terminal: one live line redrawn in place, cut to the terminal's width. Otherwise (CI logs):
/// plain lines — each worker's start and end, and at most one line per 10 % of a phase once a worker
/// has run for a second.
final class ProgressDisplay: SuiteObserver, Sendable {
    struct State {
        var index = 0
        var count = 0
        var name = ""
        var workerStarted = ContinuousClock.now
        var lastDraw: ContinuousClock.Instant?
        var lastDecile: [String: Int] = [:]
        var estimate = RunEstimate()
    }

    let terminal: Bool
    let state = Mutex(State())
    let clock = ContinuousClock()
    let runStarted = ContinuousClock.now

    /// A display; `estimate` knows the schedule and the recorded costs when the caller has them.
    init(terminal: Bool, estimate: RunEstimate = RunEstimate()) {
        self.terminal = terminal
        state.withLock { $0.estimate = estimate }
    }

    func workerStarted(_ name: String, repetition: Int, index: Int, count: Int) {
        let label = Self.label(name, repetition)
        let prefix = state.withLock { state -> String in
            state.index = index
            state.count = count
            state.name = label
            state.workerStarted = clock.now
            state.lastDecile = [:]
            return self.prefix(state)
        }
        draw(
            terminal
                ? ProgressLine.fit("\(prefix) starting \(label)", width: Console.terminalWidth)
                : "\(prefix) \(label): started\n", live: terminal)
    }

    func workerProgressed(_ name: String, phase: WorkerPhase, done: Int, total: Int) {
        let fraction = total > 0 ? min(1, max(0, Double(done) / Double(total))) : 0
        guard
            let (prefix, name) = state.withLock({ state -> (String, String)? in
                guard shouldShow(&state, phase: phase.rawValue, fraction: fraction) else { return nil }
                return (self.prefix(state), state.name)
            })
        else { return }
        if terminal {
            let width = Console.terminalWidth
            let bar = width >= 70 ? "\(Self.bar(fraction)) " : ""
            draw(
                ProgressLine.fit("\(prefix) \(bar)\(Self.percent(fraction)) \(phase.rawValue) \(name)", width: width),
                live: true)
        } else {
            draw("\(prefix) \(name): \(phase.rawValue) \(Self.percent(fraction))\n", live: false)
        }
    }

    func workerFinished(_ name: String, repetition: Int, outcome: WorkerOutcome) {
        let took = UnitFormat.format(outcome.durationSeconds * 1e9, .nanoseconds)
        let prefix = state.withLock { state -> String in
            state.estimate.record(name, seconds: outcome.durationSeconds)
            return self.prefix(state)
        }
        let ending: String
        switch outcome.ending {
        case .completed: ending = "done"
        case let .failed(status, reason): ending = "\(status.word): \(reason)"
        }
        let text =
            terminal
            ? ProgressLine.fit(
                "\(prefix) \(took) \(ending) \(Self.label(name, repetition))", width: Console.terminalWidth)
            : "\(prefix) \(Self.label(name, repetition)) \(ending) (\(took))"
        draw(text + "\n", live: terminal)
    }

    func analysing() {
        let elapsed = ProgressLine.duration(clock.now - runStarted)
        draw("analysing the results (\(elapsed) so far) …\n", live: terminal)
    }

    /// `[3/30] 0:12 ETA 0:35`: the worker counter, the run's elapsed time and the estimate of what is left.
    private func prefix(_ state: State) -> String {
        let elapsed = clock.now - runStarted
        let inWorker = (clock.now - state.workerStarted).seconds
        let eta = state.estimate.remaining(
            current: state.name, elapsedInCurrent: inWorker, index: state.index, count: state.count)
        return "[\(state.index)/\(state.count)] \(ProgressLine.duration(elapsed))"
            + (eta.map { " ETA \(ProgressLine.duration(.seconds($0)))" } ?? "")
    }

    private func draw(_ text: String, live: Bool) {
        Console.writeErr(live ? "\r\u{1B}[2K" + text : text)
    }

    /// Whether this progress report should be drawn (throttling).
    func shouldShow(_ state: inout State, phase: String, fraction: Double) -> Bool {
        if terminal {
            let now = clock.now
            if let last = state.lastDraw, now - last < .milliseconds(100), fraction < 1 { return false }
            state.lastDraw = now
            return true
        }
        guard clock.now - state.workerStarted >= .seconds(1) else { return false }
        let decile = Int(fraction * 10)
        if let last = state.lastDecile[phase], decile <= last { return false }
        state.lastDecile[phase] = decile
        return decile > 0
    }

    static func label(_ name: String, _ repetition: Int) -> String { repetition > 1 ? "\(name) #\(repetition)" : name }

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
