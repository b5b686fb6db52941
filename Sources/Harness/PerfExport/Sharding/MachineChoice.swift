import BenchReport
import PerfHistory
import PerfModel

/// `--machine` as the exports take it: a machine's full key (`id|cpu|cores|os|swift|config`, as the
/// reports and `history list` print it), its machine id alone, or its history folder name
/// (`HistoryStore.machineSlug`).
enum MachineChoice {
    /// The key among `keys` that `given` names, `nil` when it names none; throws one line when a machine
    /// id names several keys (one machine built in two configurations), listing them.
    static func key(_ given: String, among keys: [String]) throws -> String? {
        if keys.contains(given) { return given }
        if let key = keys.first(where: { HistoryStore.machineSlug($0) == given }) { return key }
        let byID = Set(keys.filter { machineID(of: $0) == given }).sorted()
        guard byID.count <= 1 else {
            throw PerfCIError(
                "--machine '\(given)' names \(byID.count) machines (\(byID.joined(separator: "; "))): give the full key"
            )
        }
        return byID.first
    }

    /// The machine id: the key's first field.
    static func machineID(of key: String) -> String {
        String(key.prefix(while: { $0 != "|" }))
    }
}
