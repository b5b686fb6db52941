/// What is kept of a worker's standard error, however much it writes: the last `keptLines` non-empty
/// lines, each cut to `lineLimit` bytes, and the first runtime failure line (`Fatal error: …`). The
/// stream is read in chunks and never held whole, so a worker writing megabytes costs the run neither
/// time nor memory; a message quoting it says how much it carried (`note`).
struct StderrTail {
    /// How many lines are kept.
    static let keptLines = 5
    /// The most bytes kept of one line (the rest is dropped, and the line ends with "…").
    static let lineLimit = 2_048

    private(set) var lines: [String] = []
    private(set) var fatal: String?
    /// Every byte the stream carried.
    private(set) var totalBytes = 0
    private var current: [UInt8] = []
    private var currentClipped = false

    /// Takes the next chunk of the stream.
    mutating func feed(_ bytes: UnsafeRawBufferPointer) {
        totalBytes += bytes.count
        var start = 0
        while start < bytes.count {
            let rest = UnsafeRawBufferPointer(rebasing: bytes[start...])
            guard let newline = rest.firstIndex(of: 0x0A) else {
                append(rest)
                return
            }
            append(UnsafeRawBufferPointer(rebasing: rest[..<newline]))
            endLine()
            start += newline + 1
        }
    }

    /// The kept lines once the stream has ended: the failure line first (when there is one), then the
    /// last lines.
    mutating func finish() -> [String] {
        endLine()
        return (fatal.map { [$0] } ?? []) + lines
    }

    /// A note for a message quoting the kept lines of a stream of `totalBytes`: empty unless much more
    /// was written than kept.
    static func note(totalBytes: Int) -> String {
        totalBytes > 64 * 1024 ? " (from \(totalBytes) bytes on stderr, of which the last lines are kept)" : ""
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        let room = Self.lineLimit - current.count
        if bytes.count > room { currentClipped = true }
        current.append(contentsOf: bytes.prefix(max(room, 0)))
    }

    private mutating func endLine() {
        defer {
            current.removeAll(keepingCapacity: true)
            currentClipped = false
        }
        var line = String(decoding: current, as: UTF8.self)
        while let first = line.first, first == " " || first == "\t" || first == "\r" { line.removeFirst() }
        while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
        guard !line.isEmpty else { return }
        if currentClipped { line += "…" }
        if fatal == nil, let message = WorkerStreams.runtimeFailure(line) { fatal = message }
        lines.append(line)
        if lines.count > Self.keptLines { lines.removeFirst() }
    }
}
