/// Finds the force unwraps, `try!` and `as!` in Swift source: in the code outside comments and string
/// text (an interpolation's code counts), a `!` that follows a value (`x!`, `f()!`, `a[i]!`, `{ … }!`,
/// `try!`, `as!`) and is not `!=`.
enum ForceUnwrapScan {
    /// The 1-based lines of `source` holding a force unwrap, `try!` or `as!`.
    static func lines(in source: String) -> [Int] {
        var found: Set<Int> = []
        for (number, line) in code(of: source).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let characters = Array(line)
            for index in characters.indices.dropFirst() where characters[index] == "!" {
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                let before = characters[index - 1]
                if next != "=", before.isLetter || before.isNumber || "_)]}?!".contains(before) {
                    found.insert(number + 1)
                }
            }
        }
        return found.sorted()
    }

    /// An open string literal: its delimiter's `#` count, whether it is multi-line, and the paren depth
    /// of the interpolation being read (`nil` while reading its text).
    private struct OpenString {
        var hashes: Int
        var multiLine: Bool
        var interpolation: Int?
    }

    /// `source` with comments and string text blanked (newlines kept, so line numbers hold).
    static func code(of source: String) -> String {
        let characters = Array(source)
        var output = "", index = 0, strings: [OpenString] = []
        func at(_ offset: Int) -> Character { index + offset < characters.count ? characters[index + offset] : "\0" }
        func blank(_ count: Int) {
            for _ in 0..<count where index < characters.count {
                output.append(characters[index] == "\n" ? "\n" : " ")
                index += 1
            }
        }
        while index < characters.count {
            if var open = strings.last, open.interpolation == nil {
                let escape = "\\" + String(repeating: "#", count: open.hashes)
                if String(characters[index..<min(characters.count, index + escape.count)]) == escape {
                    if at(escape.count) == "(" {
                        open.interpolation = 0
                        strings[strings.count - 1] = open
                        blank(escape.count + 1)
                    } else {
                        blank(escape.count + 1)
                    }
                    continue
                }
                let quotes = open.multiLine ? 3 : 1
                let closing = String(repeating: "\"", count: quotes) + String(repeating: "#", count: open.hashes)
                if String(characters[index..<min(characters.count, index + closing.count)]) == closing {
                    strings.removeLast()
                    blank(closing.count)
                    continue
                }
                blank(1)
                continue
            }
            let character = characters[index]
            if character == "/" && at(1) == "/" {
                while index < characters.count && characters[index] != "\n" { blank(1) }
                continue
            }
            if character == "/" && at(1) == "*" {
                while index < characters.count && !(characters[index] == "*" && at(1) == "/") { blank(1) }
                blank(2)
                continue
            }
            var hashes = 0
            while at(hashes) == "#" { hashes += 1 }
            if at(hashes) == "\"" {
                let multiLine = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
                strings.append(OpenString(hashes: hashes, multiLine: multiLine, interpolation: nil))
                blank(hashes + (multiLine ? 3 : 1))
                continue
            }
            if var open = strings.last, let depth = open.interpolation {
                if character == ")" && depth == 0 {
                    open.interpolation = nil
                    strings[strings.count - 1] = open
                    blank(1)
                    continue
                }
                if character == "(" { open.interpolation = depth + 1 }
                if character == ")" { open.interpolation = depth - 1 }
                strings[strings.count - 1] = open
            }
            output.append(character)
            index += 1
        }
        return output
    }
}
