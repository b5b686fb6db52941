extension HistoryRecord {
    /// The record as one run of the history index (`RunCodec`: what the index keeps of it); `nil` when
    /// it has more distinct strings than the index's two-byte string indices reach.
    public func indexEncoded() -> [UInt8]? { RunCodec.encode(self) }

    /// A record read from one run of the history index; its strings are shared through `interner`
    /// with every other record read. What the index does not keep is absent (see `RunCodec.decode`).
    public init(indexEncoded bytes: ArraySlice<UInt8>, interner: inout [String: String]) throws(IndexCorrupt) {
        self = try RunCodec.decode(bytes, interner: &interner)
    }
}
