import BenchModel
import BenchSafety
import Glibc

/// Writes worker frames to the parent with `write(2)` on a file descriptor of its own.
///
/// Progress frames are encoded into preallocated scratch memory and sample blocks are written
/// straight from their buffers, so nothing the measured phase sends allocates. A failed write is
/// remembered and later writes are skipped: the worker never traps on it. A stream with no reader left
/// (`EPIPE`: the parent has ended, however it ended) ends the worker at once, with one line on stderr
/// and exit status 3: nobody will read what it measures, and it must not outlive its parent.
public final class FrameWriter {
    /// The descriptor frames go to.
    public let descriptor: Int32
    /// Whether a write has failed.
    public private(set) var failed = false
    private let output: FileDescriptorWriter
    private let scratch: UnsafeMutableRawPointer
    private let scratchSize = 128
    /// The last progress sent (phase, done, total): the same again is not sent.
    private var lastProgress: (phase: WorkerPhase, done: Int, total: Int)?

    /// A writer to `descriptor`.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        self.output = FileDescriptorWriter(fileDescriptor: descriptor, name: "the frame stream")
        self.scratch = UnsafeMutableRawPointer.allocate(byteCount: scratchSize, alignment: 16)
    }

    deinit { scratch.deallocate() }

    /// Sends a frame (allocates while encoding: use outside the measured phase).
    public func send(_ frame: WorkerFrame) {
        let bytes = frame.encoded()
        bytes.withUnsafeBytes { writeAll($0.baseAddress, $0.count) }
    }

    /// Sends a progress frame without allocating; the progress last sent again is skipped (a benchmark
    /// ticks once per batch, and its percentage moves every few batches).
    public func progress(_ phase: WorkerPhase, done: Int, total: Int) {
        if let last = lastProgress, last.phase == phase, last.done == done, last.total == total { return }
        lastProgress = (phase, done, total)
        var cursor = WireCursor(scratch)
        cursor.u8(FrameTag.progress.rawValue)
        let lengthAt = cursor.reserveU32()
        let payloadStart = cursor.offset
        cursor.string(phase.rawValue)
        cursor.u64(UInt64(bitPattern: Int64(done)))
        cursor.u64(UInt64(bitPattern: Int64(total)))
        cursor.patchU32(at: lengthAt, UInt32(cursor.offset - payloadStart))
        writeAll(scratch, cursor.offset)
    }

    /// Writes `count` bytes from `pointer` (BenchSafety's `write(2)` loop: short writes, `EINTR`); after a
    /// failure, later writes are skipped.
    func writeAll(_ pointer: UnsafeRawPointer?, _ count: Int) {
        guard !failed, let pointer else { return }
        do {
            try output.write(UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: count))
        } catch {
            failed = true
            if error.code == EPIPE {
                StandardError.write(
                    "keyboard-bench-worker: the frame stream (stdout) could not be written: its reader has gone\n")
                _exit(WorkerMain.errorStatus)
            }
        }
    }
}

/// Little-endian stores into raw memory, mirroring `ByteWriter` without allocating.
struct WireCursor {
    let base: UnsafeMutableRawPointer
    var offset = 0

    init(_ base: UnsafeMutableRawPointer) { self.base = base }

    mutating func u8(_ value: UInt8) {
        base.storeBytes(of: value, toByteOffset: offset, as: UInt8.self)
        offset += 1
    }

    mutating func u16(_ value: UInt16) {
        base.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt16.self)
        offset += 2
    }

    mutating func u32(_ value: UInt32) {
        base.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt32.self)
        offset += 4
    }

    mutating func u64(_ value: UInt64) {
        base.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt64.self)
        offset += 8
    }

    mutating func reserveU32() -> Int {
        defer { offset += 4 }
        return offset
    }

    func patchU32(at position: Int, _ value: UInt32) {
        base.storeBytes(of: value.littleEndian, toByteOffset: position, as: UInt32.self)
    }

    /// A short ASCII string (phase names): length, then bytes.
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            u32(UInt32(utf8.count))
            if let source = utf8.baseAddress { (base + offset).copyMemory(from: source, byteCount: utf8.count) }
            offset += utf8.count
        }
    }
}
