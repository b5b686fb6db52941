import Foundation

/// What `keyboard-bench dashboard` does, without the argument parsing.
public enum DashboardCommandCore {
    /// The default output folder.
    public static let defaultOutput = "Reports/dashboard"

    /// Writes the site for the history at `history` into `output`. Returns the written file paths.
    /// Bad input (missing or empty history, a file where a folder should be) writes nothing.
    public static func run(
        history: String = HistoryStore.defaultRoot, output: String = defaultOutput, detector: EDivisive = EDivisive(),
        noiseFloor: NoiseFloor = NoiseFloor()
    ) -> (text: String, exitCode: Int32, error: String?) {
        do {
            let runs = try HistoryStore(root: history).nonEmptyRuns()
            let finder = ChangePointFinder(detector: detector, noiseFloor: noiseFloor)
            let site = DashboardSite(runs: runs, changePoints: finder.changePoints(in: runs))
            let pages = site.pages()
            try FileIO.makeDirectory(output)
            for (name, html) in pages.sorted(by: { $0.key < $1.key }) {
                try FileIO.atomicWrite(Data(html.utf8), to: "\(output)/\(name)")
            }
            return ("wrote \(pages.count) page(s) to \(output)/index.html\n", PerfCIExit.ok, nil)
        } catch {
            return ("", PerfCIExit.badInput, "\(error)")
        }
    }
}
