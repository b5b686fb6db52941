/// One file of a scenario's profile, ready to be written into `profiles/<scenario>/`.
public struct ProfileArtifact: Sendable, Equatable {
    /// The file's name (no folder): `cpu.folded`, `cpu-top.md`, `cpu.svg`, ….
    public var name: String
    /// Its contents.
    public var bytes: [UInt8]

    /// A file named `name` holding `text` (UTF-8).
    public init(name: String, text: String) {
        self.name = name
        self.bytes = Array(text.utf8)
    }
}
