import Foundation
import PerfCI

// A separate writer process for the history tests: adds reports to a history, optionally stopping
// (sleeping) after each temporary file is written and before its rename, so a test can kill it there.
//   perfci-history-writer HISTORY [--pause-before-rename SECONDS] REPORT...
var arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: perfci-history-writer HISTORY [--pause-before-rename S] REPORT...\n".utf8))
    exit(2)
}
var store = HistoryStore(root: arguments.removeFirst())
if arguments.first == "--pause-before-rename", arguments.count >= 2, let seconds = Double(arguments[1]) {
    arguments.removeFirst(2)
    store.beforeRename = { path in
        FileHandle.standardOutput.write(Data("paused \(path)\n".utf8))
        Thread.sleep(forTimeInterval: seconds)
    }
}
for report in arguments {
    do { try store.add(reportAt: report) } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(2)
    }
}
