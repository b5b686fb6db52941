import Foundation

/// The name the tool was invoked as (for messages and help).
enum ToolName {
    static var current: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "keyboard-bench").lastPathComponent
    }
}
