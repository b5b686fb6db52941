import BenchModel

/// A fixed block of samples of one distribution metric, laid out as a ready `samples` frame:
/// header (tag, length, channel, count) then the values. When the block is full it is written to the
/// parent (measured phase) or dropped (warm-up), so memory stays constant whatever the iteration count.
struct SampleChannel {
    /// Bytes before the first value: frame header (5), channel (2), count (4).
    static let headerBytes = WorkerFrame.headerSize + 2 + 4
    /// Values per block: 4,096 × 8 bytes = 32 KiB, half a pipe's buffer (the worker writes a block every
    /// 4,096 calls of an operation; its memory stays that small whatever the iteration count). Each write
    /// wakes the parent, which on a loaded 2-core machine cost ~14 µs: at 1,024 values a block, ~40 ns of
    /// a fast scenario's every call, as much as its clock reads.
    static let capacity = 4_096

    let channel: Int
    let block: UnsafeMutableRawPointer
    private(set) var count = 0
    /// Samples recorded since the measured phase began (sent or pending).
    private(set) var total = 0

    init(channel: Int, arena: HarnessArena) {
        self.channel = channel
        self.block = arena.allocate(bytes: Self.headerBytes + Self.capacity * 8)
    }

    /// Appends a value; a full block is flushed through `writer` (or dropped when `writer` is nil).
    @inline(__always)
    mutating func append(_ value: Double, writer: FrameWriter?) {
        (block + Self.headerBytes + count * 8).storeBytes(of: value.bitPattern.littleEndian, as: UInt64.self)
        count += 1
        if writer != nil { total += 1 }
        if count == Self.capacity { flush(writer) }
    }

    /// Sends the pending values as one frame (nothing when empty), or drops them without a writer.
    mutating func flush(_ writer: FrameWriter?) {
        defer { count = 0 }
        guard count > 0, let writer else { return }
        var cursor = WireCursor(block)
        cursor.u8(FrameTag.samples.rawValue)
        cursor.u32(UInt32(2 + 4 + count * 8))
        cursor.u16(UInt16(channel))
        cursor.u32(UInt32(count))
        writer.writeAll(block, Self.headerBytes + count * 8)
    }

    /// Drops pending values and the running total (the end of warm-up).
    mutating func reset() {
        count = 0
        total = 0
    }
}
