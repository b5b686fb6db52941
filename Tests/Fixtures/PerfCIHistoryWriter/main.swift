import BenchReport
import Foundation
import PerfHistory
import PerfModel

// A separate writer process for the history tests and scripts: adds reports to a history, optionally
// stopping (sleeping) after each temporary file is written and before its rename, so a test can kill
// it there; or writes an N-run synthetic history shaped on one report or entry (`SyntheticHistory`).
//   perfci-history-writer HISTORY [--pause-before-rename SECONDS] REPORT...
//   perfci-history-writer HISTORY --generate N [--repetitions R] [--headroom F] REPORT
let usage =
    "usage: perfci-history-writer HISTORY [--pause-before-rename S] REPORT... | HISTORY --generate N [--repetitions R] [--headroom F] REPORT\n"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(message.utf8))
    exit(2)
}

/// `--generate N [--repetitions R] [--headroom F] REPORT`: the synthetic history, or `nil` for other
/// arguments. `--headroom 0.052` draws every budget's figure about 5.2 % of its limit away from it.
func generation(_ arguments: [String]) throws -> SyntheticHistory? {
    guard arguments.first == "--generate" else { return nil }
    guard arguments.count >= 3, let runs = Int(arguments[1]), runs >= 1 else { fail(usage) }
    var rest = Array(arguments.dropFirst(2)), repetitions = 5
    if rest.first == "--repetitions" {
        guard rest.count >= 3, let count = Int(rest[1]), (1...10_000).contains(count) else { fail(usage) }
        repetitions = count
        rest.removeFirst(2)
    }
    var headroom: Double?
    if rest.first == "--headroom" {
        guard rest.count >= 3, let fraction = Double(rest[1]), (0..<1).contains(fraction) else { fail(usage) }
        headroom = fraction
        rest.removeFirst(2)
    }
    guard rest.count == 1 else { fail(usage) }
    let seed = try ReportInput.history.record(at: rest[0])
    return SyntheticHistory(seed: seed, repetitions: repetitions, runs: runs, headroom: headroom)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else { fail(usage) }
var store = HistoryStore(root: arguments.removeFirst())
do {
    if let synthetic = try generation(arguments) {
        try synthetic.write(to: store)
        exit(0)
    }
} catch {
    fail("\(error)\n")
}
if arguments.first == "--pause-before-rename", arguments.count >= 2, let seconds = Double(arguments[1]) {
    arguments.removeFirst(2)
    store.beforeRename = { path in
        FileHandle.standardOutput.write(Data("paused \(path)\n".utf8))
        Thread.sleep(forTimeInterval: seconds)
    }
}
for report in arguments {
    do { try store.add(reportAt: report) } catch {
        fail("\(error)\n")
    }
}
