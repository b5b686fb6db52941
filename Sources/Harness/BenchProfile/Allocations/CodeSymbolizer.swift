import BenchSafety
import Foundation

/// Names code addresses through LLVM's `llvm-symbolizer` (the Swift toolchain's, next to `swift`):
/// function, file and line from the binary's symbols and DWARF, inlined frames included. Swift names
/// come back mangled; demangle them afterwards.
public struct CodeSymbolizer: Sendable {
    /// The `llvm-symbolizer` executable.
    public let executable: String

    /// The longest one run of the tool may take, seconds (then it is killed, with its children).
    public var deadlineSeconds: Double

    /// A symboliser running `executable`, each run bounded by `deadlineSeconds`.
    public init(executable: String, deadlineSeconds: Double = ToolRun.configuredDeadline()) {
        self.executable = executable
        self.deadlineSeconds = deadlineSeconds
    }

    /// The toolchain's `llvm-symbolizer` (beside `swift` on PATH), else the first on PATH.
    public static func locate(path: String? = ProcessInfo.processInfo.environment["PATH"])
        throws(AllocationProfileError) -> CodeSymbolizer
    {
        let folders = (path ?? "").split(separator: ":").map(String.init)
        let manager = FileManager.default
        for folder in folders where manager.isExecutableFile(atPath: "\(folder)/swift") {
            let swift = URL(fileURLWithPath: "\(folder)/swift").resolvingSymlinksInPath()
            let beside = swift.deletingLastPathComponent().appendingPathComponent("llvm-symbolizer").path
            if manager.isExecutableFile(atPath: beside) { return CodeSymbolizer(executable: beside) }
        }
        for folder in folders where manager.isExecutableFile(atPath: "\(folder)/llvm-symbolizer") {
            return CodeSymbolizer(executable: "\(folder)/llvm-symbolizer")
        }
        throw .symbolizerMissing
    }

    /// The frames at each of `addresses` (addresses in the file's own terms) of the binary at `path`,
    /// innermost (inlined) first.
    public func frames(in path: String, at addresses: [UInt64]) throws(AllocationProfileError) -> [UInt64: [CodeFrame]]
    {
        var frames: [UInt64: [CodeFrame]] = [:]
        let chunkSize = 2_000
        for first in stride(from: 0, to: addresses.count, by: chunkSize) {
            let chunk = Array(addresses[first..<min(first + chunkSize, addresses.count)])
            let answers = try run(path, chunk)
            guard answers.count == chunk.count else {
                throw .symbolizerFailed("asked about \(chunk.count) addresses in \(path), got \(answers.count) answers")
            }
            for (address, answer) in zip(chunk, answers) { frames[address] = answer }
        }
        return frames
    }

    /// One answer of `llvm-symbolizer --output-style=JSON`: the frames at one address.
    private struct Answer: Decodable {
        struct Entry: Decodable {
            var function: String?
            var file: String?
            var line: Int?

            enum CodingKeys: String, CodingKey {
                case function = "FunctionName", file = "FileName", line = "Line"
            }
        }

        var entries: [Entry]?

        enum CodingKeys: String, CodingKey { case entries = "Symbol" }
    }

    private func run(_ path: String, _ addresses: [UInt64]) throws(AllocationProfileError) -> [[CodeFrame]] {
        let folder: String
        do { folder = try ScratchFolder.make("symbolize") } catch { throw .symbolizerFailed("\(error)") }
        defer { ScratchFolder.remove(folder) }
        let ending = ToolRun(
            executable,
            ["--obj=\(path)", "--inlining", "--functions=linkage", "--no-demangle", "--output-style=JSON"]
                + addresses.map { "0x" + String($0, radix: 16) },
            output: folder + "/out", deadlineSeconds: deadlineSeconds
        ).run()
        guard ending.succeeded else {
            throw .symbolizerFailed("\(ToolRun.describe(ending, name: executable)) on \(path)")
        }
        let data = FileManager.default.contents(atPath: folder + "/out") ?? Data()
        // Addresses given as arguments are answered as one JSON array, in their order.
        guard let answers = try? JSONDecoder().decode([Answer].self, from: data) else {
            throw .symbolizerFailed("unreadable answer '\(String(decoding: data.prefix(80), as: UTF8.self))'")
        }
        return answers.map { answer in
            (answer.entries ?? []).compactMap { entry in
                guard let name = entry.function, !name.isEmpty, name != "??" else { return nil }
                let file = entry.file.flatMap { $0.isEmpty || $0 == "??" ? nil : $0 }
                return CodeFrame(function: name, file: file, line: entry.line)
            }
        }
    }
}
