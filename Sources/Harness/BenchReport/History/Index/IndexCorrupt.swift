/// The history index's bytes are short or malformed: what a failed `ByteSource` read throws (reading never traps).
public struct IndexCorrupt: Error {
    /// The error.
    public init() {}
}
