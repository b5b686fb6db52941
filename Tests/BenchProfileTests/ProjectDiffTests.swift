@testable import BenchProfile
import Testing

/// Explanations rank the project's own code: each stack's cost counts to its nearest project frame,
/// with the standard library, runtime and kernel frames beneath it kept as detail.
@Suite struct ProjectDiffTests {
    static func profile(_ unit: FoldedStacks.Unit, _ entries: [(String, UInt64)]) -> FoldedStacks {
        var stacks = FoldedStacks(unit: unit)
        for (line, weight) in entries { stacks.add(line.split(separator: ";").map(String.init), weight: weight) }
        return stacks
    }

    static let tap = "op;KeyboardSession.tap(_:)", log = "KeyboardSession.logKeystroke(_:)"

    /// The tap path before and after a per-keystroke debug string (`"\(keyID) at \(timestamp)"`) is
    /// appended to a 64-entry log: the formatting, the string's growth and its allocation each cost more
    /// than the new function's own code.
    static let debugBase = profile(
        .instructions,
        [
            ("\(tap)", 2_000), ("\(tap);KeyLocator.locate(_:)", 3_000), ("\(tap);KeyLocator.locate(_:);memcpy", 400),
            ("\(tap);swift_retain", 600),
        ])
    static let debugCurrent = profile(
        .instructions,
        [
            ("\(tap)", 2_000), ("\(tap);KeyLocator.locate(_:)", 3_000), ("\(tap);KeyLocator.locate(_:);memcpy", 400),
            ("\(tap);swift_retain", 600), ("\(tap);\(log)", 300), ("\(tap);\(log);_Float64ToASCII", 2_000),
            ("\(tap);\(log);String.append(_:);_StringGuts.append(_:)", 1_500), ("\(tap);\(log);memcpy", 700),
            ("\(tap);\(log);swift_allocObject;swift_slowAlloc", 500),
        ])
    static let project = ProjectFrames(positions: [
        "KeyboardSession.tap(_:)": "KeyboardSession+Tap.swift:20", log: "KeyboardSession+Log.swift:14",
        "KeyLocator.locate(_:)": "",
    ])

    @Test func theDebugStringRegressionNamesTheAddedFunctionFirstThoughLeavesChangedMoreInSelfCost() throws {
        // By self cost alone, three standard-library leaves come before the function that was added.
        let bySelf = ProfileDiff(base: Self.debugBase, current: Self.debugCurrent).changedMost(4).map(\.name)
        #expect(bySelf == ["_Float64ToASCII", "_StringGuts.append(_:)", "memcpy", "swift_slowAlloc"])
        let diff = ProjectDiff(base: Self.debugBase, current: Self.debugCurrent, project: Self.project)
        let first = try #require(diff.changedMost(10).first)
        #expect(first.function == Self.log)
        #expect(first.position == "KeyboardSession+Log.swift:14")
        #expect(first.base == 0 && first.current == 5_000)
        #expect(first.beneath.map(\.frame).prefix(2) == ["_Float64ToASCII", "_StringGuts.append(_:)"])
        #expect(diff.changedMost(10).count == 1, "tap and locate are unchanged")
        #expect(diff.outside.base == 0 && diff.outside.current == 0)
        let markdown = diff.markdown(title: "tap", top: 5)
        #expect(
            markdown.contains(
                "| 1 | `KeyboardSession.logKeystroke(_:)` (`KeyboardSession+Log.swift:14`) | +5,000 | 0 → 5,000 | new value | `_Float64ToASCII` 40.0 %, `_StringGuts.append(_:)` 30.0 %, `memcpy` 14.0 % |"
            ), "\(markdown)")
    }

    @Test func theAllocationDiffNamesTheAllocatingSiteWithItsFileAndLine() throws {
        func stack(_ bytes: UInt64, _ frames: [CodeFrame]) -> AllocationProfile.Stack {
            AllocationProfile.Stack(
                frames: frames, siteIndex: nil, live: .init(objects: 0, bytes: 0),
                allocated: .init(objects: bytes / 32, bytes: bytes))
        }
        let tap = CodeFrame(
            function: "KeyboardSession.tap(_:)", file: "/src/KeyboardSession+Tap.swift", line: 31,
            module: "KeyboardCore")
        let log = CodeFrame(
            function: Self.log, file: "/src/KeyboardSession+Log.swift", line: 17, module: "KeyboardCore")
        let driver = CodeFrame(
            function: "LoopDriver.timedBatch(op:_:_:)", file: "/h/LoopDriver.swift", line: 9, module: "BenchKit")
        let append = CodeFrame(function: "_StringGuts.grow(_:)", module: "Swift")
        let slowAlloc = CodeFrame(function: "swift_slowAlloc")
        let base = AllocationProfile(stacks: [stack(4_096, [driver, tap, slowAlloc])], samplePeriod: 1)
        let current = AllocationProfile(
            stacks: [
                stack(4_096, [driver, tap, slowAlloc]), stack(64_000, [driver, tap, log, append, slowAlloc]),
                stack(3_200, [driver, tap, log, slowAlloc]),
            ], samplePeriod: 1)
        let frames = current.projectFrames.merging(base.projectFrames)
        #expect(frames.contains("KeyboardSession.tap(_:)") && frames.contains(Self.log))
        #expect(!frames.contains("LoopDriver.timedBatch(op:_:_:)") && !frames.contains("swift_slowAlloc"))
        let diff = ProjectDiff(
            base: base.folded(.allocatedBytes), current: current.folded(.allocatedBytes), project: frames)
        let first = try #require(diff.changedMost(3).first)
        #expect(first.function == Self.log && first.position == "KeyboardSession+Log.swift:17")
        #expect(first.change == 67_200)
        #expect(diff.markdown().contains("`KeyboardSession.logKeystroke(_:)` (`KeyboardSession+Log.swift:17`)"))
        // By self bytes, the runtime's allocation function is all a diff could name.
        #expect(
            ProfileDiff(base: base.folded(.allocatedBytes), current: current.folded(.allocatedBytes))
                .changedMost(1).first?.name == "swift_slowAlloc")
    }

    @Test func aSmallEffectRanksTheChangedFunctionAboveKernelAndRuntimeNoise() throws {
        let batch = "LoopDriver.timedBatch(op:_:_:);closure #1 in Scenarios.layoutStorm()"
        let cache = "\(batch);KeyboardSession.switchLayout(_:);KeyboardTreeCache.tree(for:)"
        let switcher = "\(batch);KeyboardSession.switchLayout(_:)"
        let base = Self.profile(
            .samples,
            [
                (cache, 2_000), ("\(cache);swift_retain", 1_000), ("\(cache);memcpy", 1_000),
                ("\(switcher);swift_release", 3_000), ("\(switcher);clear_page_erms", 1_000),
                ("LoopDriver.timedBatch(op:_:_:);clock_gettime;entry_SYSCALL_64", 2_000),
            ])
        // +1.5 % of the profile spread over the cache lookup and what it calls; noise of about the same
        // size in kernel and runtime leaves elsewhere, which cancels out within switchLayout.
        let current = Self.profile(
            .samples,
            [
                (cache, 2_050), ("\(cache);swift_retain", 1_050), ("\(cache);memcpy", 1_052),
                ("\(switcher);swift_release", 3_090), ("\(switcher);clear_page_erms", 910),
                ("LoopDriver.timedBatch(op:_:_:);clock_gettime;entry_SYSCALL_64", 2_100),
            ])
        let project = ProjectFrames(positions: [
            "closure #1 in Scenarios.layoutStorm()": "", "KeyboardSession.switchLayout(_:)": "",
            "KeyboardTreeCache.tree(for:)": "",
        ])
        let bySelf = ProfileDiff(base: base, current: current).changedMost(1).map(\.name)
        #expect(bySelf != ["KeyboardTreeCache.tree(for:)"], "self cost alone names a kernel or runtime frame")
        let diff = ProjectDiff(base: base, current: current, project: project)
        #expect(diff.changedMost(1).first?.function == "KeyboardTreeCache.tree(for:)")
        #expect(diff.outside.change > 0, "the clock reads grew too, and are set apart rather than ranked")
        #expect(!diff.changes.contains { $0.function == nil })
    }

    @Test func projectCodeIsToldByTheModuleOfTheMangledName() {
        #expect(ProjectCode.module(ofSymbol: "$s12KeyboardCore15KeyboardSessionC12logKeystrokeyySiF") == "KeyboardCore")
        #expect(ProjectCode.module(ofSymbol: "_$s12TouchMapping10KeyLocatorV6locateyS2iF") == "TouchMapping")
        #expect(ProjectCode.module(ofSymbol: "$sSS6appendyySSF") == "Swift")
        #expect(ProjectCode.module(ofSymbol: "$ss15_Float64ToASCIIySiF") == "Swift")
        #expect(ProjectCode.module(ofSymbol: "$sSS12KeyboardCoreE7trimmedSSvg") == "KeyboardCore")
        #expect(ProjectCode.module(ofSymbol: "$s8BenchKit10LoopDriverV10timedBatchyyF") == "BenchKit")
        #expect(ProjectCode.module(ofSymbol: "swift_slowAlloc") == nil)
        #expect(ProjectCode.isProject(symbol: "$s12KeyboardCore15KeyboardSessionC12logKeystrokeyySiF"))
        #expect(!ProjectCode.isProject(symbol: "$s8BenchKit10LoopDriverV10timedBatchyyF"))
        #expect(!ProjectCode.isProject(symbol: "$sSS6appendyySSF"))
        #expect(!ProjectCode.isProject(symbol: "swift_slowAlloc") && !ProjectCode.isProject(module: nil))
        #expect(ProjectCode.isProject(module: "bench_selftest_worker"), "fixtures and new modules are the project's")
    }

    @Test func theProjectFramesAreFoundAmongMangledNamesAndKeptBesideTheProfile() {
        let mangled = Self.profile(
            .samples,
            [
                (
                    "$s8BenchKit10LoopDriverV10timedBatchyyF;$s12KeyboardCore15KeyboardSessionC12logKeystrokeyySiF;$sSS6appendyySSF",
                    3
                )
            ])
        let frames = ProjectFrames(
            mangled: mangled, readable: ["$s12KeyboardCore15KeyboardSessionC12logKeystrokeyySiF": Self.log],
            positions: ["$s12KeyboardCore15KeyboardSessionC12logKeystrokeyySiF": "KeyboardSession+Log.swift:14"])
        #expect(frames.positions == [Self.log: "KeyboardSession+Log.swift:14"])
        #expect(ProjectFrames(parsing: frames.text) == frames)
        let artifacts = ProfileReport.artifacts(mangled, kind: .cpu, scenario: "s", note: "n", demangler: nil)
        let kept = artifacts.first { $0.name == "cpu-project-frames.tsv" }
        #expect(
            kept.map { ProjectFrames(parsing: String(decoding: $0.bytes, as: UTF8.self)) }?.contains(
                "$s12KeyboardCore15KeyboardSessionC12logKeystrokeyySiF") == true)
        #expect(
            ProjectFrames(positions: ["a": ""]).merging(ProjectFrames(positions: ["a": "A.swift:3"])).position(of: "a")
                == "A.swift:3")
    }
}
