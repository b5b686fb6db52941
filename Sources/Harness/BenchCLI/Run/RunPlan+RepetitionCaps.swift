import BenchReport

extension RunPlan {
    /// The selected scenarios whose declared repetition cap is below the run's repetitions, each with what
    /// the run does about it (`applied` false in a paired run).
    func cappedRepetitions(applied: Bool) -> [(scenario: String, capped: CappedRepetitions)] {
        scenarios.compactMap { info in
            CappedRepetitions.of(info, requested: settings.repetitions, applied: applied).map { (info.name, $0) }
        }
    }

    /// Says on stderr, one line per capped scenario, how many repetitions it runs and why, before the run
    /// starts (the reports say it again): a scenario never runs fewer repetitions than asked silently.
    func announceRepetitionCaps(applied: Bool) {
        for (scenario, capped) in cappedRepetitions(applied: applied) {
            Console.writeErr("note: scenario '\(scenario)': \(capped.description)\n")
        }
    }
}
