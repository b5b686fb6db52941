/// Why the stub could not start serving, in one line.
struct StubError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
