import BenchKit

/// The fixture worker: hand-made scenarios that pass, fail, leak, crash, hang, exit, garble and throw,
/// run through the real worker, run template, probes and reaper, so the runner, the reports and the
/// command line are tested end to end (`keyboard-bench run --worker <this>`).
WorkerMain.main(
    registry: ScenarioRegistry(
        Fixtures.misbehaving + Fixtures.dsl + Fixtures.keyboard + Fixtures.metrics + Fixtures.allocations
            + Fixtures.requestedMistake + Fixtures.profiling + Fixtures.preemption + Fixtures.priming + Fixtures.parts
    ))
