import Foundation

/// One `import` in one source file: the module imported (`import struct A.B` imports `A`), where.
struct SourceImport: Hashable {
    /// The module's name.
    var module: String
    /// The file's path, relative to the package root.
    var file: String
    /// The line, from 1.
    var line: Int
}

extension SourceImport {
    /// The imports of a Swift file: every `import` line outside comments and multi-line string
    /// literals, attributes (`@testable`, `@_exported`, `@preconcurrency`) and access levels allowed.
    /// Imports under `#if` count: a conditional import is still an import.
    static func scan(_ text: String, file: String) -> [SourceImport] {
        var imports: [SourceImport] = []
        var inComment = false
        var closing: String?  // the delimiter that ends the multi-line string literal the line is in
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if inComment {
                inComment = !line.contains("*/")
            } else if let delimiter = closing {
                if line.contains(delimiter) { closing = nil }
            } else if line.hasPrefix("/*") {
                inComment = !line.contains("*/")
            } else if let delimiter = stringOpened(by: line) {
                closing = delimiter
            } else if let module = importedModule(line) {
                imports.append(SourceImport(module: module, file: file, line: index + 1))
            }
        }
        return imports
    }

    /// The closing delimiter of a multi-line string literal `line` opens and leaves open (`"""`, or
    /// `"""#` for a raw `#"""`), or `nil`.
    static func stringOpened(by line: Substring) -> String? {
        let pieces = line.components(separatedBy: "\"\"\"")
        guard pieces.count % 2 == 0 else { return nil }
        let hashes = pieces[pieces.count - 2].reversed().prefix { $0 == "#" }.count
        return "\"\"\"" + String(repeating: "#", count: hashes)
    }

    /// Declaration kinds an import may name (`import struct Foundation.Date`).
    static let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
    /// Access levels an import may carry.
    static let accessLevels: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]

    /// The module a line imports, or `nil` when it is no import.
    static func importedModule(_ line: Substring) -> String? {
        let code = line.components(separatedBy: "//")[0]
        var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first, first.hasPrefix("@") || accessLevels.contains(first) { words.removeFirst() }
        guard words.popFirst() == "import" else { return nil }
        if let kind = words.first, kinds.contains(kind) { words.removeFirst() }
        guard let path = words.first, let module = path.split(separator: ".").first else { return nil }
        return String(module.filter { $0 != ";" })
    }
}
