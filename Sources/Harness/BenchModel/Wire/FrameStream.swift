/// Cuts a worker's byte stream into frames as the bytes arrive.
public struct FrameStream: Sendable {
    private var buffer: [UInt8] = []
    private var start = 0

    /// An empty stream.
    public init() {}

    /// Bytes received but not yet part of a complete frame.
    public var pendingByteCount: Int { buffer.count - start }

    /// Appends `bytes` and returns every frame now complete. A frame that cannot be decoded throws;
    /// the stream is then unusable.
    public mutating func feed(_ bytes: some Collection<UInt8>) throws(WireError) -> [WorkerFrame] {
        buffer.append(contentsOf: bytes)
        var frames: [WorkerFrame] = []
        while buffer.count - start >= WorkerFrame.headerSize {
            let tag = buffer[start]
            var length = 0
            for shift in 0..<4 { length |= Int(buffer[start + 1 + shift]) << (8 * shift) }
            guard length <= WorkerFrame.maximumPayload else { throw .malformed("a frame declares \(length) bytes") }
            let end = start + WorkerFrame.headerSize + length
            guard buffer.count >= end else { break }
            frames.append(try WorkerFrame.decode(tag: tag, payload: buffer[(start + WorkerFrame.headerSize)..<end]))
            start = end
        }
        compact()
        return frames
    }

    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 1 << 16 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}
