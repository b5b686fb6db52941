/// Little-endian bytes for the history index: fixed-width integers and doubles, strings by index
/// into a table (so a run's repeated names cost 2 bytes each). Reading never traps: every read is
/// bounds-checked and a short or malformed buffer throws `IndexCorrupt`.
public struct IndexCorrupt: Error {
    /// The error.
    public init() {}
}
