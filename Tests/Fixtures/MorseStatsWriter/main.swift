@preconcurrency import Glibc
import MorseInput
import MorseStats

// The kill -9 fixture of MorseStatsTests: `morse-stats-writer <path> <batch-size> [first-index]` records
// attempts in a loop (input time = the attempt's index, so gaps and partial batches are visible),
// prints "ready" once the first batch is written, and runs until it is killed. Exit 2 on bad usage,
// 3 when the store fails.
setvbuf(stdout, nil, _IONBF, 0)
let arguments = CommandLine.arguments
guard arguments.count >= 3, let batch = Int(arguments[2]), batch > 0 else {
    fputs("usage: morse-stats-writer <path> <batch-size> [first-index]\n", stderr)
    exit(2)
}
let first = arguments.count > 3 ? Int(arguments[3]) ?? 0 : 0
do {
    let store = try MorseStatsStore(path: arguments[1], batchSize: batch)
    let symbols: [MorseSymbol] = "ETIANMSURWDKGOHVFLPJBXCYZQ0123456789".map { .character($0) }
    var index = first
    while true {
        let attempt = MorseAttempt(
            symbol: symbols[index % symbols.count], correct: index % 3 != 0, inputMilliseconds: Double(index),
            unixMilliseconds: Int64(index)
        )
        try store.record(attempt)
        index += 1
        if index == first + batch { print("ready") }
    }
} catch {
    fputs("morse-stats-writer: \(error)\n", stderr)
    exit(3)
}
