import BenchProfile
import TestSupport
import Testing

@Suite struct SwiftDemanglerTests {
    /// Swift symbols of the worker binary as `nm` lists them (defined text symbols).
    static func workerSymbols() throws -> [String] {
        let worker = TestProducts.path("keyboard-bench-worker")
        let listing = try TestProcess.run("/usr/bin/env", ["nm", "--defined-only", worker])
        try #require(listing.status == 0, "nm \(worker) failed: \(listing.stderr)")
        return listing.stdout.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 3, fields[1] == "T" || fields[1] == "t" else { return nil }
            return String(fields[2])
        }
    }

    @Test func demanglesRealSymbolsOfTheWorkerInOneBatch() throws {
        let symbols = try Self.workerSymbols()
        let getter = "$s10BenchModel13NoiseCountersV24voluntaryContextSwitchesSivg"
        try #require(symbols.contains(getter))
        let swift = symbols.filter(SwiftDemangler.isSwiftSymbol)
        try #require(swift.count > 1_000)
        let simplified = try SwiftDemangler().demangle(swift)
        #expect(simplified.count == Set(swift).count)
        #expect(simplified[getter] == "NoiseCounters.voluntaryContextSwitches.getter")
        #expect(simplified.values.filter { $0.hasPrefix("$s") }.isEmpty)
        let full = try SwiftDemangler(style: .full).demangle([getter, "malloc"])
        #expect(full == [getter: "BenchModel.NoiseCounters.voluntaryContextSwitches.getter : Swift.Int"])
    }

    @Test func framesThatAreNotSwiftSymbolsPassThroughAndRenamedStacksAddUp() throws {
        let symbols = try Self.workerSymbols()
        let modify = "$s10BenchModel13NoiseCountersV24voluntaryContextSwitchesSivM"
        try #require(symbols.contains(modify) && symbols.contains(modify + ".resume.0"))
        var stacks = FoldedStacks(unit: .samples)
        stacks.add(["main", modify, "malloc"], weight: 2)
        stacks.add(["main", modify + ".resume.0", "malloc"], weight: 3)
        stacks.add(["[unknown]", "_ZN4core3fmt5write17h0123456789abcdefE"], weight: 1)
        let demangled = try SwiftDemangler().demangled(stacks)
        #expect(
            demangled.weights == [
                ["main", "NoiseCounters.voluntaryContextSwitches.modify", "malloc"]: 5,
                ["[unknown]", "_ZN4core3fmt5write17h0123456789abcdefE"]: 1,
            ])
    }

    @Test func aMissingToolIsOneClearError() throws {
        #expect(throws: SwiftDemanglerError.toolMissing) {
            try SwiftDemangler.locate(environment: ["PATH": "/nonexistent"], fallbackFolders: [])
        }
        #expect(throws: SwiftDemanglerError.toolMissing) {
            try SwiftDemangler(toolPath: "/nonexistent/swift-demangle").demangle(["$s4main3runyyF"])
        }
        #expect(try SwiftDemangler(toolPath: "/nonexistent/swift-demangle").demangle(["malloc"]) == [:])
        #expect(!SwiftDemanglerError.toolMissing.description.contains("\n"))
        #expect(SwiftDemanglerError.toolMissing.description.hasPrefix("swift-demangle not found"))
    }

    @Test func findsTheToolBesideSwiftOnThePath() throws {
        let path = try SwiftDemangler.locate(environment: ["PATH": "/usr/local/bin:/opt/swift/usr/bin:/usr/bin"])
        #expect(path.hasSuffix("/swift-demangle"))
    }
}
