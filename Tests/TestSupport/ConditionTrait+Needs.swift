import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test when `tool` is installed or `KEYBOARD_BENCH_REQUIRE_TOOLS=1` (then a missing tool
    /// fails it, through `ToolAvailability.require`); skips it otherwise, saying what would install it.
    public static func needs(_ tool: Tool) -> Self {
        .enabled(
            if: ToolAvailability.shouldRun(tool),
            Comment(
                rawValue:
                    "needs \(tool.requirements.map(\.name).joined(separator: ", ")): scripts/ensure-deps.sh \(tool.installFlag)"
            )
        )
    }
}
