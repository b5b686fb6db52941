import BenchReport
import BenchRunner
import Foundation

extension RunPlan {
    /// Runs the selected scenarios, writes the reports, prints the summary; returns the run's exit code.
    func execute() async -> BenchExitCode {
        warnIfDebugBuild()
        let display = ProgressDisplay(terminal: Console.stderrIsTerminal)
        let report = await SuiteRunner(settings: settings, worker: worker, observer: display).run(scenarios)
        print(ConsoleSummary.render(report))
        do {
            let written = try writer.write(report)
            print("")
            print("report:   \(written.json.relativePath)")
            print("markdown: \(written.markdown.relativePath)")
        } catch {
            Console.error("could not write the reports: \(error)")
            return .crashed
        }
        return report.exitCode
    }

    func warnIfDebugBuild() {
        guard BuildFacts.configuration == "debug" else { return }
        Console.warning("""
            DEBUG BUILD — timings and memory figures are NOT representative \
            (the report records build_configuration=debug); build with '-c release' to measure.
            """)
    }
}
