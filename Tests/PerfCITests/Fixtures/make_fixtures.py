#!/usr/bin/env python3
"""Writes PerfCI's recorded fixture reports (BenchReport schema v2, plus one real v1 report).

The v2 reports are synthetic but shaped on figures measured here: cached-switch p50 ~600 ns with a
robust run-to-run spread of ~1.5 % between quiet runs and an occasional slow mode (1.46x-1.75x);
tree-build-letters p50 ~8.6 us. Every random draw is seeded, so the files are reproducible:
    python3 Tests/PerfCITests/Fixtures/make_fixtures.py [path/to/real-v1-report.json]
"""
import json, os, random, sys

HERE = os.path.dirname(os.path.abspath(__file__))
MACHINE = {"machine_id": "3d1219c7c4c5404aaa1f6d2a48adfda4", "cpu_model": "AMD EPYC", "cores": 2,
           "os": "Debian GNU/Linux 12 (bookworm)", "hostname": "vm"}
OTHER_MACHINE = {"machine_id": "0badf00d0badf00d0badf00d0badf00d", "cpu_model": "Intel Xeon", "cores": 8,
                 "os": "Ubuntu 24.04 LTS", "hostname": "ci-2"}


def fingerprint(machine):
    """BenchReport's machine key: machine id, CPU, cores, OS, Swift version, build configuration."""
    return "|".join([machine["machine_id"], machine["cpu_model"], str(machine["cores"]), machine["os"], "6.3.1", "release"])


FINGERPRINT = fingerprint(MACHINE)


def environment(commit, machine=MACHINE):
    return dict(machine, kernel="Linux 6.18.44-fc-v769", swift_version="6.3.1", build_configuration="release",
                jemalloc_version="5.3.0", git_commit=commit, git_dirty=False, fingerprint=fingerprint(machine))


def draws(rng, center, spread, n, slow_mode=0.0):
    out = []
    for _ in range(n):
        value = center * rng.lognormvariate(0, spread)
        if rng.random() < slow_mode:
            value *= 1.46
        out.append(round(value, 3))
    return out


def distribution(name, reps, unit="ns", polarity="smaller_is_better"):
    s = sorted(reps)
    p50 = s[len(s) // 2]
    return {"id": name, "unit": unit, "polarity": polarity, "shape": "distribution", "deterministic": False,
            "summary": {"n": 1000 * len(reps), "min": s[0] * 0.9, "p25": p50 * 0.97, "p50": p50, "p75": p50 * 1.03,
                        "p90": p50 * 1.08, "p99": p50 * 1.6, "max": s[-1] * 3.1, "mean": p50 * 1.02,
                        "stddev": p50 * 0.1, "median_ci_lower": p50 * 0.995, "median_ci_upper": p50 * 1.005,
                        "outliers": 3},
            "repetitions": reps}


def value(name, reps, unit, polarity="smaller_is_better", deterministic=True):
    return {"id": name, "unit": unit, "polarity": polarity, "shape": "value", "deterministic": deterministic,
            "value": sorted(reps)[len(reps) // 2], "repetitions": reps}


def budget(metric, statistic, comparison, limit, measured, passed=True, unit="ns"):
    return {"budget": {"metric": metric, "statistic": statistic, "comparison": comparison, "limit": limit, "unit": unit},
            "measured": measured, "passed": passed}


def scenario_fields(n, status="passed"):
    """The fields every v2 scenario carries besides its name, metrics and budgets."""
    return {"parameters": {}, "seed": 42, "warmup_iterations": 100, "measured_iterations": 1000, "batch_size": 1,
            "duration_seconds": 1.5 * n, "slowest": [],
            "repetitions": [{"index": i + 1, "status": status, "duration_seconds": 1.5} for i in range(n)]}


def switch_scenario(rng, n, factor=1.0, allocations=0, status="passed"):
    reps = draws(rng, 600 * factor, 0.015, n, slow_mode=0.07)
    return {**scenario_fields(n, status), "name": "cached-switch", "kind": "benchmark", "tags": ["nightly", "pr"],
            "status": status, "metrics": [
                distribution("switch/wall_time", reps),
                value("switch/allocations", [allocations] * n, "count"),
                value("peak_resident", draws(rng, 9.4e6, 0.004, n), "bytes", deterministic=False),
            ],
            "budgets": [budget("switch/wall_time", "p100", "below", 1e8, max(reps) * 3)],
            "leaks": {"heap_growth_bytes": 0, "while_held": [], "after_release": []}}


def touch_scenario(rng, n, accuracy=0.994, latency=2400.0):
    return {**scenario_fields(n), "name": "touch-accuracy", "kind": "scenario", "tags": ["nightly"], "status": "passed",
            "metrics": [
                distribution("locate/wall_time", draws(rng, latency, 0.015, n)),
                value("accuracy", [accuracy] * n, "ratio", polarity="larger_is_better"),
                value("frames", [600] * n, "count", polarity="neither"),
            ],
            "budgets": [budget("accuracy", "value", "at_least", 0.99, accuracy, accuracy >= 0.99, unit="ratio")]}


def build_scenario(rng, n, center):
    reps = draws(rng, center, 0.02, n)
    return {**scenario_fields(n), "name": "tree-build-letters", "kind": "benchmark", "tags": ["nightly", "pr"],
            "status": "passed", "metrics": [
                distribution("build/wall_time", reps),
                value("build/allocations", [59] * n, "count"),
            ],
            "budgets": [budget("build/wall_time", "p50", "below", 12000, Sample_median(reps), True)]}


def Sample_median(values):
    return sorted(values)[len(values) // 2]


def report(run_id, started, commit, scenarios, reps, machine=MACHINE, version=2):
    return {"schema_version": version, "run_id": run_id, "started_at": started, "duration_seconds": 12.5,
            "environment": environment(commit, machine),
            "settings": {"filter": None, "tags": ["pr"], "quick": False, "seed": 42,
                         "default_time_limit_seconds": 300, "max_kept_samples": 1000, "repetitions": reps},
            "scenarios": scenarios}


def write(name, document):
    path = os.path.join(HERE, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(document, f, indent=2, sort_keys=True)
        f.write("\n")


def compare_fixtures():
    n = 15
    write("compare/base-a.json", report("20261122-030000-aaaaaa", "2026-11-22T03:00:00Z", "a" * 40,
          [switch_scenario(random.Random(1), n), touch_scenario(random.Random(2), n)], n))
    write("compare/base-b.json", report("20261122-031000-bbbbbb", "2026-11-22T03:10:00Z", "a" * 40,
          [switch_scenario(random.Random(3), n), touch_scenario(random.Random(4), n)], n))
    write("compare/slow-6pct.json", report("20261122-032000-cccccc", "2026-11-22T03:20:00Z", "c" * 40,
          [switch_scenario(random.Random(5), n, factor=1.06), touch_scenario(random.Random(6), n)], n))
    write("compare/slow-6pct-3reps.json", report("20261122-032500-c3c3c3", "2026-11-22T03:25:00Z", "c" * 40,
          [switch_scenario(random.Random(7), 3, factor=1.06), touch_scenario(random.Random(8), 3)], 3))
    write("compare/base-3reps.json", report("20261122-032600-b3b3b3", "2026-11-22T03:26:00Z", "a" * 40,
          [switch_scenario(random.Random(9), 3), touch_scenario(random.Random(10), 3)], 3))
    write("compare/polarity.json", report("20261122-033000-dddddd", "2026-11-22T03:30:00Z", "d" * 40,
          [switch_scenario(random.Random(11), n, allocations=1),
           touch_scenario(random.Random(12), n, accuracy=0.981, latency=1900.0)], n))
    write("compare/crashed.json", report("20261122-033500-eeeeee", "2026-11-22T03:35:00Z", "e" * 40,
          [dict(switch_scenario(random.Random(13), n, status="crashed"), failure="killed by signal 11 (SIGSEGV)", metrics=[]),
           touch_scenario(random.Random(14), n)], n))
    write("compare/other-machine.json", report("20261122-034000-ffffff", "2026-11-22T03:40:00Z", "a" * 40,
          [switch_scenario(random.Random(15), n), touch_scenario(random.Random(16), n)], n,
          machine=OTHER_MACHINE))
    write("compare/single-rep.json", report("20261122-034500-111111", "2026-11-22T03:45:00Z", "a" * 40,
          [switch_scenario(random.Random(17), 1)], 1))
    write("bad/unknown-version.json", dict(report("20261122-035000-999999", "2026-11-22T03:50:00Z", "a" * 40, [], 1), schema_version=99))
    with open(os.path.join(HERE, "bad/malformed.json"), "w") as f:
        f.write('{"schema_version": 2, "run_id": "x", "scenarios": [\n')


def history_fixtures():
    """Twelve nightly runs, one per commit; tree-build-letters steps up 15 % at run 7 (commit c07)."""
    for i in range(1, 13):
        rng = random.Random(100 + i)
        n = 5
        center = 8600 if i < 7 else 9890
        scenarios = [switch_scenario(rng, n), build_scenario(rng, n, center), touch_scenario(rng, n)]
        commit = f"c{i:02d}" + "0" * 37
        write(f"history/run-{i:02d}.json", report(f"20261110-0{i:02d}000-h{i:05d}"[:22], f"2026-11-{10 + i:02d}T02:00:00Z", commit, scenarios, n))


def real_v1(path):
    with open(path) as f:
        document = json.load(f)
    for scenario in document["scenarios"]:
        for metric in scenario["metrics"]:
            metric["samples"]["values"] = metric["samples"]["values"][:8]
            metric.pop("histogram", None)
    write("v1/real-cached-switch.json", document)


if __name__ == "__main__":
    compare_fixtures()
    history_fixtures()
    if len(sys.argv) > 1:
        real_v1(sys.argv[1])
