/// A function at a code address, with its source position when the debug information has one. An
/// address in inlined code has several: the inlined function, then the function it was inlined into.
public struct CodeFrame: Sendable, Hashable {
    /// The function's linkage name (a mangled Swift name, a C name), or `0x…` when no symbol covers it.
    public var function: String
    /// The source file, when known.
    public var file: String?
    /// The source line (0 or `nil` when unknown).
    public var line: Int?
    /// The Swift module the function belongs to (`ProjectCode.module(ofSymbol:)` of its linkage
    /// name), kept when the name is demangled; `nil` for a function that is not Swift.
    public var module: String?

    /// A frame of `function` at `file`:`line`, in `module`.
    init(function: String, file: String? = nil, line: Int? = nil, module: String? = nil) {
        self.function = function
        self.file = file
        self.line = line
        self.module = module
    }

    /// `File.swift:12`, `File.swift`, or `nil`: the file's last path component and the line if known.
    public var position: String? {
        guard let file, !file.isEmpty else { return nil }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        guard let line, line > 0 else { return name }
        return "\(name):\(line)"
    }
}
