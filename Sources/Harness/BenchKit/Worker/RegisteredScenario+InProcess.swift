import BenchModel
import Glibc

extension RegisteredScenario {
    /// Runs the scenario in this process and returns the frames it sent (through an unlinked temporary
    /// file): for tests and tools that want a worker's data without a process. Memory and leak figures
    /// taken this way are only trustworthy when nothing else runs in the process.
    public func runInProcess(_ settings: WorkerSettings) throws -> [WorkerFrame] {
        guard let file = tmpfile() else { throw InProcessRunError(description: "no temporary file (errno \(errno))") }
        defer { fclose(file) }
        let descriptor = fileno(file)
        try run(settings, writer: FrameWriter(descriptor: descriptor))
        lseek(descriptor, 0, SEEK_SET)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        var stream = FrameStream()
        return try stream.feed(bytes)
    }
}

/// An in-process run could not collect its frames.
struct InProcessRunError: Error, CustomStringConvertible {
    /// One line.
    let description: String
}
