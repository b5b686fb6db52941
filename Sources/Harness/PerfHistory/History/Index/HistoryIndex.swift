import BenchReport
import Determinism
import Foundation
import BenchSafety

/// The history's cache (`<history>/.index/runs.bin`): every readable run file's figures in
/// one binary file, so `history changes` and `dashboard` read one file instead of decoding a thousand
/// JSON entries.
///
/// It is derived data, never the source of truth: each record carries its file's path, size and
/// modification time and is used only while the file still matches; files added (copied in from other
/// machines, the asv way), changed or removed are noticed from the folder listing; a cache that is
/// torn, edited, of another version or otherwise unreadable (checksum, bounds) is ignored and rebuilt.
/// It sits in a dot-folder, which listing, pruning and merging ignore; deleting it loses nothing.
///
/// Layout: `KBHIDX03` (its version: another one is rebuilt), record count, then per record: path, size, modification
/// time (ns), start, run id, length,
/// the run (`HistoryRecord.indexEncoded()`); last, an FNV-1a checksum of everything before it.
struct HistoryIndex {
    static let magic = Array("KBHIDX03".utf8)
    static let folder = ".index"
    static let file = "runs.bin"

    /// What identifies a file's version.
    struct Stamp: Equatable {
        var size: UInt64
        var modified: Int64
    }

    struct Record {
        var stamp: Stamp
        /// The run's start and id: the order runs are read in, without decoding them.
        var startedAt: String
        var runId: String
        var bytes: ArraySlice<UInt8>
    }

    var records: [String: Record] = [:]

    /// The index at `path`, or an empty one when it is missing or does not read.
    static func load(_ path: String) -> HistoryIndex {
        guard let bytes = readWhole(path) else { return HistoryIndex() }
        return (try? parse(bytes)) ?? HistoryIndex()
    }

    static func parse(_ bytes: [UInt8]) throws(IndexCorrupt) -> HistoryIndex {
        guard bytes.count >= magic.count + 12, Array(bytes.prefix(magic.count)) == magic else { throw IndexCorrupt() }
        var checksum = FNV1a()
        bytes[..<(bytes.count - 8)].withUnsafeBytes { checksum.add(contentsOf: $0) }
        var tail = ByteSource(bytes[(bytes.count - 8)...])
        guard try tail.u64() == checksum.value else { throw IndexCorrupt() }
        var source = ByteSource(bytes[magic.count..<(bytes.count - 8)])
        var index = HistoryIndex()
        for _ in 0..<(try source.count()) {
            let path = try source.literal()
            let stamp = Stamp(size: try source.u64(), modified: Int64(bitPattern: try source.u64()))
            let startedAt = try source.literal(), runId = try source.literal()
            let length = try source.count(limit: Int(Int32.max))
            index.records[path] = Record(
                stamp: stamp, startedAt: startedAt, runId: runId, bytes: try source.slice(length))
        }
        guard source.atEnd else { throw IndexCorrupt() }
        return index
    }

    /// Writes the index atomically with the one `AtomicFileWriter` (a `TemporaryFileName` beside it, streamed,
    /// synced, renamed over it); stale temporaries of killed writers in its folder are removed first.
    /// Failure is not an error for the caller: the next read rebuilds what is missing.
    func write(to path: String) throws {
        StaleTemporaryFiles().remove(in: DirectoryEntries.parent(of: path))
        try AtomicFileWriter.write(to: path) { writer throws(SystemError) in
            var checksum = FNV1a()
            func emit(_ bytes: [UInt8]) throws(SystemError) {
                bytes.withUnsafeBytes { checksum.add(contentsOf: $0) }
                try bytes.withUnsafeBufferPointer { buffer throws(SystemError) in try writer.write(buffer) }
            }
            var header = ByteSink()
            header.bytes = Self.magic
            header.count(records.count)
            try emit(header.bytes)
            for (path, record) in records.sorted(by: { $0.key < $1.key }) {
                var sink = ByteSink()
                sink.literal(path)
                sink.u64(record.stamp.size)
                sink.u64(UInt64(bitPattern: record.stamp.modified))
                sink.literal(record.startedAt)
                sink.literal(record.runId)
                sink.count(record.bytes.count)
                try emit(sink.bytes)
                try emit(Array(record.bytes))
            }
            var trailer = ByteSink()
            trailer.u64(checksum.value)
            try trailer.bytes.withUnsafeBufferPointer { buffer throws(SystemError) in try writer.write(buffer) }
        }
    }

    /// The file's bytes read straight into one array (no second copy of a 100 MB index).
    static func readWhole(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size >= 0, info.st_size < Int(Int32.max) else { return nil }
        let size = Int(info.st_size)
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            guard let base = buffer.baseAddress else { count = 0; return }
            while done < size {
                let got = read(descriptor, base + done, size - done)
                if got <= 0 { complete = false; break }
                done += got
            }
            count = done
        }
        return complete ? bytes : nil
    }

    /// The stamp of the file at `path`, if it is a regular file.
    static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Stamp(
            size: UInt64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }
}
