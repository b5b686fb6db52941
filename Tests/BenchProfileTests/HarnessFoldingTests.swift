import BenchProfile
import Testing

/// A CPU profile shows the code under test: the harness's own frames fold into one frame.
@Suite struct HarnessFoldingTests {
    // Frames as perf prints them: Swift names mangled (module length and name after `$s`).
    static let root = ["_start", "__libc_start_main", "main", "$s8BenchKit10WorkerMainO3runyyFZ"]
    static let loop = "$s8BenchKit10LoopDriverV7iterate_5count5phase_15reportsProgressyyKF"
    static let loopClosure = "$s8BenchKit10LoopDriverV7iterate_5count5phase_15reportsProgressyyKFyyKXEfU_"
    static let step = "$s18KeyboardVocabulary12SwitchLayoutV4stepyXEfU_"
    static let keyboard = "$s12KeyboardCore18KeyboardControllerC12switchLayout2toyAA0A4ModeO_tKF"
    static let unmeasured = "$s8BenchKit14UnmeasuredWorkO3runyyyyKXEKFZ"
    static let trim = "$s9Scenarios14emojiSessionyyFyAA0B0CKXEfU_"

    static func folding(_ stacks: [([String], UInt64)]) -> [[String]: UInt64] {
        var profile = FoldedStacks(unit: .samples)
        for (stack, weight) in stacks { profile.add(stack, weight: weight) }
        return profile.harnessFolded().weights
    }

    @Test func theHarnessOwnWorkIsOneFrame() {
        let clockRead = Self.root + [Self.loop, "clock_gettime", "__vdso_clock_gettime"]
        let progress = Self.root + [Self.loop, "$s8BenchKit11FrameWriterC8progressyyF", "write", "entry_SYSCALL_64"]
        let retain = Self.root + [Self.loop, "$sSa9removeAllyySbF", "swift_retain"]
        #expect(Self.folding([(clockRead, 5), (progress, 2), (retain, 1)]) == [[HarnessFrames.harness]: 8])
    }

    @Test func aMeasuredCallKeepsTheSubjectsFramesUnderOneFrame() {
        let stack = Self.root + [Self.loop, Self.loopClosure, Self.step, Self.keyboard, "swift_retain"]
        #expect(
            Self.folding([(stack, 7)]) == [[HarnessFrames.measuredCall, Self.step, Self.keyboard, "swift_retain"]: 7])
    }

    @Test func anUnmeasuredStepIsMarked() {
        let stack =
            Self.root + [Self.loop, Self.unmeasured, Self.loopClosure, Self.trim, "$sSS6appendyySSF", "memmove"]
        #expect(
            Self.folding([(stack, 3)]) == [
                [HarnessFrames.unmeasuredStep, Self.trim, "$sSS6appendyySSF", "memmove"]: 3
            ])
    }

    @Test func theHarnessCalledFromAStepIsTheHarness() {
        let record = Self.root + [Self.loop, Self.step, "$s8BenchKit11StepContextV6recordyySS_SdtF", "clock_gettime"]
        #expect(Self.folding([(record, 4)]) == [[HarnessFrames.harness]: 4])
    }

    @Test func stacksWithoutAHarnessFrameStayAsTheyAre() {
        let callgrind = ["switch", Self.keyboard, "swift_retain"]
        let demangled = ["main", "LoopDriver.iterate(_:count:phase:_:reportsProgress:)", "memmove"]
        #expect(Self.folding([(callgrind, 9), (demangled, 2)]) == [callgrind: 9, demangled: 2])
    }

    @Test func cpuProfilesAreWrittenFoldedUnlessTheHarnessIsAskedFor() throws {
        var profile = FoldedStacks(unit: .samples)
        profile.add(Self.root + [Self.loop, "clock_gettime"], weight: 2)
        profile.add(Self.root + [Self.loop, Self.loopClosure, Self.step, Self.keyboard], weight: 3)
        let folded = ProfileReport.artifacts(profile, kind: .cpu, scenario: "s", note: "n", demangler: nil)
        let text = String(decoding: try #require(folded.first { $0.name.hasSuffix(".folded") }).bytes, as: UTF8.self)
        #expect(text == "[harness] 2\n[measured call];\(Self.step);\(Self.keyboard) 3\n")
        let shown = ProfileReport.artifacts(
            profile, kind: .cpu, scenario: "s", note: "n", showsHarness: true, demangler: nil)
        let full = String(decoding: try #require(shown.first { $0.name.hasSuffix(".folded") }).bytes, as: UTF8.self)
        #expect(full.contains(Self.loop) && !full.contains(HarnessFrames.harness))
    }

    @Test func instructionProfilesKeepTheirOperationRoots() throws {
        var profile = FoldedStacks(unit: .instructions)
        profile.add(["spin", "$s8BenchKit13CallgrindStepV3runyyF", Self.step, Self.keyboard], weight: 40)
        let written = ProfileReport.artifacts(profile, kind: .instructions, scenario: "s", note: "n", demangler: nil)
        let text = String(decoding: try #require(written.first { $0.name.hasSuffix(".folded") }).bytes, as: UTF8.self)
        #expect(text.hasPrefix("spin;"))
    }
}
