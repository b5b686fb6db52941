/// The reaper's hint to its measuring child: which registry group holds the scenario, so the
/// child builds that group alone (`ScenarioRegistry.locate`) and its resident figures carry no other.
extension WorkerCommand {
    /// `--group N`, added by the reaper to its measuring child's command line.
    static let groupFlag = "--group"

    /// The registry group named by `--group N`, if the arguments carry one.
    static func groupHint(_ arguments: [String]) -> Int? {
        guard let flag = arguments.firstIndex(of: groupFlag), flag + 1 < arguments.count else { return nil }
        return Int(arguments[flag + 1])
    }
}
