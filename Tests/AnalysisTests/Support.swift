import Foundation
import TestSupport
import Testing

/// Paths and processes the integration tests use.
enum Support {
    /// The directory of the test runner, where SwiftPM puts the products the tests depend on.
    static func product(_ name: String) -> String { TestProducts.path(name) }

    /// Whether `pid` is alive (a zombie counts as gone).
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }

    /// The parent of `pid`, from /proc.
    static func parent(of pid: pid_t) -> pid_t? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }

    /// Processes running `analysis-backend` whose ancestry includes `ancestor`.
    static func backends(under ancestor: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { pid in
            guard let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
                command.contains("analysis-backend"), isAlive(pid)
            else { return false }
            var current = pid
            for _ in 0..<8 {
                guard let up = parent(of: current), up > 1 else { return false }
                if up == ancestor { return true }
                current = up
            }
            return false
        }
    }

    /// Waits up to `seconds` for `condition`.
    static func eventually(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}
