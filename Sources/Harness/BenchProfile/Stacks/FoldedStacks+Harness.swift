/// A profile with the harness's own frames folded away, so that a flame graph shows the code under
/// test. The worker's loop, recorder and probes — and what they call: the clock reads, the kernel's
/// system calls, the writes to the parent — are the harness's work; every stack that ends in it
/// becomes the one frame `[harness]`. A stack that ends in the scenario's or the keyboard's code keeps
/// that code, beneath one frame saying how the harness called it: `[measured call]`, or
/// `[unmeasured step]` for a step of no operation and a per-iteration setup or teardown (work the
/// measured phase does, but no figure times). Stacks without a harness frame stay as they are.
///
/// Frames are told apart by their mangled Swift names (perf and callgrind print them so): a frame of a
/// harness module (`HarnessFrames.modules`) is the harness's, a frame of any other module of the
/// package is the subject's, and every other frame — the standard library, the Swift runtime, C
/// libraries, the kernel — belongs to the nearest of those above it.
public enum HarnessFrames {
    /// All the harness's own work of a profile, one frame.
    public static let harness = "[harness]"
    /// The root of a measured call's work.
    public static let measuredCall = "[measured call]"
    /// The root of the work of a step no figure times.
    public static let unmeasuredStep = "[unmeasured step]"
    /// The harness's modules, as Swift mangles a module name (length, then name).
    static let modules = ["8BenchKit", "10BenchModel", "11BenchSafety", "21keyboard_bench_worker"]
    /// The type (`BenchKit.UnmeasuredWork`) through which the worker calls the subject's unmeasured work.
    static let unmeasuredMarker = "14UnmeasuredWork"

    enum Owner { case harness, subject }

    /// Whose a frame is by its mangled name; `nil` for a frame that is neither module's (it belongs to
    /// the nearest owned frame above it).
    static func owner(_ frame: String) -> Owner? {
        let name = frame.hasPrefix("_$s") ? frame.dropFirst(3) : frame.hasPrefix("$s") ? frame.dropFirst(2) : nil
        guard let name, let first = name.first, first.isASCII, first.isNumber else { return nil }
        return modules.contains { name.hasPrefix($0) } ? .harness : .subject
    }

    /// One stack (root first) with the harness's frames folded (see the type's notes).
    static func fold(_ stack: [String]) -> [String] {
        let owners = stack.map(owner)
        guard let firstHarness = owners.firstIndex(of: .harness) else { return stack }
        guard owners.last(where: { $0 != nil }) == .subject,
            let subjectStart = owners[firstHarness...].firstIndex(of: .subject)
        else { return [harness] }
        let caller = stack[..<subjectStart].contains { $0.contains(unmeasuredMarker) } ? unmeasuredStep : measuredCall
        return [caller] + stack[subjectStart...]
    }
}

extension FoldedStacks {
    /// The profile with the harness's own frames folded (`HarnessFrames`): its work one `[harness]`
    /// frame, the subject's under `[measured call]` or `[unmeasured step]`.
    public func harnessFolded() -> FoldedStacks {
        var folded = FoldedStacks(unit: unit)
        for (stack, weight) in weights { folded.add(HarnessFrames.fold(stack), weight: weight) }
        return folded
    }
}
