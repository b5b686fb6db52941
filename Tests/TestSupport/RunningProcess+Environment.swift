import Glibc

extension RunningProcess {
    /// This process's environment with `changes` applied, as `NAME=value` strings.
    static func environment(_ changes: [String: String?]) -> [String] {
        var result: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = String(text.prefix { $0 != "=" })
            if changes[name] == nil { result.append(text) }
            index += 1
        }
        for (name, value) in changes.sorted(by: { $0.key < $1.key }) {
            if let value { result.append("\(name)=\(value)") }
        }
        return result
    }
}
