import Foundation
import TestSupport
import Testing

/// `run --profile alloc` as a user runs it, on the fixture worker's `alloc-sites` (200 measured calls:
/// 1,024 bytes allocated and freed in `churn()` each, 4,096 bytes leaked from `hoard()` every tenth).
@Suite("allocation profile, end to end", .serialized)
struct AllocationProfileRunTests {
    @Test("the profile names both sites with the bytes and counts the fixture allocates, and the leak's site")
    func namesTheFixturesSites() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^alloc-sites$", "--profile", "alloc"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let file = try RunReportFile(directory: output)
        let folder = file.runDirectory.appendingPathComponent("profiles/alloc-sites").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(
            Set(["alloc.folded", "alloc-count.folded", "alloc-live.folded", "alloc-sites.md", "alloc.svg"]).isSubset(
                of: names))
        let svg = try String(contentsOfFile: folder + "/alloc.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"))
        #expect(svg.contains("AllocationSites.churn()") && svg.contains("AllocationSites.hoard()"))
        let sites = try String(contentsOfFile: folder + "/alloc-sites.md", encoding: .utf8)
        let sections = sites.components(separatedBy: "## ")
        #expect(sections.count == 4)
        let bySite = sections[1].split(separator: "\n")
        #expect(
            bySite.contains {
                $0.hasPrefix("| 1 | `static AllocationSites.churn()` |") && $0.contains("| 204,800 | 200 | 0 | 0 |")
            })
        #expect(
            bySite.contains {
                $0.hasPrefix("| 2 | `static AllocationSites.hoard()` |") && $0.contains("| 81,920 | 20 | 81,920 | 20 |")
            })
        for leakSection in sections[2...] {
            #expect(leakSection.contains("| 1 | `static AllocationSites.hoard()` |"))
            #expect(!leakSection.contains("AllocationSites.churn()"))
        }
        let folded = try String(contentsOfFile: folder + "/alloc-count.folded", encoding: .utf8)
        let churnCount = folded.split(separator: "\n").filter { $0.contains("AllocationSites.churn()") }.compactMap {
            $0.split(separator: " ").last.flatMap { UInt64($0) }
        }
        #expect(churnCount.reduce(0, +) == 200)
    }

    @Test("a run without --profile leaves no profile")
    func unprofiledRunWritesNone() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^alloc-sites$"])
        #expect(run.exitCode == 0)
        let file = try RunReportFile(directory: output)
        #expect(!FileManager.default.fileExists(atPath: file.runDirectory.appendingPathComponent("profiles").path))
    }

    @Test("--profile alloc with --instructions is refused in one line, exit 2, nothing written")
    func refusesInstructionMode() async throws {
        let (run, output) = try await FixtureTool.runSuite([
            "--filter", "^alloc-sites$", "--profile", "alloc", "--instructions",
        ])
        #expect(run.exitCode == 2)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains("--profile alloc"))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: output.path))?.isEmpty ?? true)
    }
}
