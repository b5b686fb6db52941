import BenchModel
import BenchProfile
import Foundation
import TestSupport
import Testing

/// The fixture worker's `alloc-sites` scenario, profiled for real: 200 measured calls, each allocating
/// and freeing 1,024 bytes in `AllocationSites.churn()`, every tenth also leaking 4,096 bytes from
/// `AllocationSites.hoard()`; 30 warm-up calls before them (3 leaks) that the profile must not show.
@Suite(.serialized) struct AllocationProfileTests {
    /// The worker's two dumps, written into `folder`.
    static func profileFixture(into folder: String) throws {
        let run = try TestProcess.run(
            FixtureTool.fixtureWorker, ["run", "alloc-sites", "--seed", "1"],
            options: TestProcessOptions(
                environment: [
                    "MALLOC_CONF": AllocationDumps.mallocConf, WorkerEnvironment.allocationProfile: folder,
                ], stdout: .null, timeout: 60))
        #expect(run.exitCode == 0, "\(run.stderr)")
    }

    static func read(_ path: String) throws -> AllocationProfile {
        let dump = try HeapDump(parsing: String(contentsOfFile: path, encoding: .utf8))
        return try AllocationProfile(dump: dump, symbolizer: CodeSymbolizer.locate(), demangle: demangle)
    }

    /// Demangles through the toolchain's `swift-demangle` (`--simplified`).
    static func demangle(_ names: [String]) throws -> [String: String] { try SwiftDemangler().demangle(names) }

    static func site(_ profile: AllocationProfile, _ function: String) -> AllocationSite? {
        profile.sites.first { $0.function.hasSuffix(function) }
    }

    @Test func namesBothSitesWithTheBytesAndCountsTheFixtureAllocates() throws {
        try withTemporaryDirectory("alloc") { folder in
            try Self.profileFixture(into: folder.path)
            let measured = try Self.read(folder.at(AllocationDumps.measured))
            let churn = try #require(Self.site(measured, "AllocationSites.churn()"))
            #expect(churn.allocated == HeapDump.Tally(objects: 200, bytes: 204_800))
            #expect(churn.live == HeapDump.Tally(objects: 0, bytes: 0))
            #expect(churn.position?.hasPrefix("Fixtures+Allocations.swift:") == true)
            let hoard = try #require(Self.site(measured, "AllocationSites.hoard()"))
            #expect(hoard.allocated == HeapDump.Tally(objects: 20, bytes: 81_920))
            #expect(hoard.live == HeapDump.Tally(objects: 20, bytes: 81_920))
            #expect(hoard.callers.first?.hasPrefix("AllocationSites.step()") == true)
            #expect(measured.samplePeriod == 1)

            let released = try Self.read(folder.at(AllocationDumps.released))
            #expect(Self.site(released, "AllocationSites.hoard()")?.live == HeapDump.Tally(objects: 20, bytes: 81_920))
            #expect(Self.site(released, "AllocationSites.churn()")?.live == HeapDump.Tally(objects: 0, bytes: 0))

            let bytes = measured.folded(.allocatedBytes)
            #expect(bytes.unit == .bytes)
            let churnStacks = bytes.weights.filter {
                $0.key.last?.hasPrefix("swift_slowAlloc") == true
                    && $0.key.contains { $0.hasSuffix("AllocationSites.churn()") }
            }
            #expect(churnStacks.values.reduce(0, +) == 204_800)
            #expect(measured.folded(.allocations).unit == .allocations)
            #expect(measured.folded(.liveBytes).weights.values.reduce(0, +) == measured.live.bytes)
        }
    }

    @Test func agreesWithJeprofOnEverySitesBytes() throws {
        try withTemporaryDirectory("alloc-jeprof") { folder in
            try Self.profileFixture(into: folder.path)
            let path = folder.at(AllocationDumps.measured)
            let ours = try Self.read(path)
            let run = try TestProcess.run(
                "/usr/bin/env", ["jeprof", "--collapsed", "--alloc_space", FixtureTool.fixtureWorker, path],
                options: TestProcessOptions(stderr: .null, timeout: 240))
            #expect(run.exitCode == 0)
            // jeprof names Swift frames mangled (`…15AllocationSitesC5churnyyFZ…`); sum its stacks per site.
            func jeprofBytes(_ mangledPart: String) -> UInt64 {
                run.stdout.split(separator: "\n").filter { $0.contains(mangledPart) }.compactMap {
                    $0.split(separator: " ").last.flatMap { UInt64($0) }
                }.reduce(0, +)
            }
            let total = run.stdout.split(separator: "\n").compactMap {
                $0.split(separator: " ").last.flatMap { UInt64($0) }
            }
            #expect(total.reduce(0, +) == ours.allocated.bytes)
            #expect(
                jeprofBytes("AllocationSitesC5churn") == Self.site(ours, "AllocationSites.churn()")?.allocated.bytes)
            #expect(
                jeprofBytes("AllocationSitesC5hoard") == Self.site(ours, "AllocationSites.hoard()")?.allocated.bytes)
        }
    }

    @Test func theMarkdownTableNamesTheSitesByBytes() throws {
        try withTemporaryDirectory("alloc-table") { folder in
            try Self.profileFixture(into: folder.path)
            let measured = try Self.read(folder.at(AllocationDumps.measured))
            let table = measured.markdown(title: "Bytes by site", ranking: .allocated)
            let rows = table.split(separator: "\n").filter { $0.hasPrefix("| 1 |") || $0.hasPrefix("| 2 |") }
            #expect(rows.count == 2)
            #expect(rows.first?.contains("AllocationSites.churn()") == true)
            #expect(rows.first?.contains("| 204,800 | 200 | 0 | 0 |") == true)
            #expect(rows.last?.contains("AllocationSites.hoard()") == true)
            let live = measured.markdown(title: "Live at the end of the measured phase", ranking: .live)
            #expect(live.contains("AllocationSites.hoard()`"))
            #expect(!live.contains("AllocationSites.churn()"))
        }
    }
}
