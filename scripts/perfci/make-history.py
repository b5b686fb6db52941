#!/usr/bin/env python3
"""Writes an N-run history for scripts/perfci/history-scale.sh (issue 16).

Usage: make-history.py SEED_ENTRY HISTORY_DIR N [REPETITIONS]

SEED_ENTRY is a compact history entry written by `keyboard-bench history add` (the real format, from a
real report). Each generated run copies it with its own run id, start time and commit, and every
non-constant figure drawn around the seed's value (lognormal, sigma 2 %); a tenth of the series get a
+20 % step at run N/2, so change-point detection has work to do. REPETITIONS (default 5, the
nightly's) pads or trims every metric's per-repetition figures, so a quick seed run shapes a nightly. Seeded: the same N gives the same files.
"""
import copy, json, os, random, sys
from datetime import datetime, timedelta, timezone


def main():
    seed_path, history, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    repetitions = int(sys.argv[4]) if len(sys.argv) > 4 else 5
    with open(seed_path) as f:
        seed = json.load(f)
    seed["repetitions"] = repetitions
    for scenario in seed["scenarios"]:
        for metric in scenario["metrics"]:
            if isinstance(metric[2], list):
                metric[2] = (metric[2] * repetitions)[:repetitions]
            else:  # a constant: [name, spec, figure, count, ...]
                metric[3] = repetitions
    folder = os.path.join(history, os.path.basename(os.path.dirname(seed_path)))
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(16)
    start = datetime(2024, 1, 1, 3, 0, 0, tzinfo=timezone.utc)
    stepped = set()
    for s_index, scenario in enumerate(seed["scenarios"]):
        for m_index, _ in enumerate(scenario["metrics"]):
            if rng.random() < 0.1:
                stepped.add((s_index, m_index))
    for i in range(n):
        run = copy.deepcopy(seed)
        when = start + timedelta(days=i)
        commit = "%040x" % rng.getrandbits(160)
        run["run_id"] = "%s-gen%05d" % (when.strftime("%Y%m%dT%H%M%SZ"), i)
        run["started_at"] = when.strftime("%Y-%m-%dT%H:%M:%SZ")
        run["environment"]["git_commit"] = commit
        for s_index, scenario in enumerate(run["scenarios"]):
            for m_index, metric in enumerate(scenario["metrics"]):
                step = 1.2 if (s_index, m_index) in stepped and i >= n // 2 else 1.0
                reps = metric[2]
                if not isinstance(reps, list) or len(set(reps)) <= 1:
                    continue
                metric[2] = [float("%.6g" % (v * step * rng.lognormvariate(0, 0.02))) for v in reps]
                if len(metric) > 3:
                    metric[3] = [float("%.6g" % (v * step)) for v in metric[3]]
        name = "%s-%s-%s.json" % (when.strftime("%Y%m%dT%H%M%SZ"), commit[:12], run["run_id"])
        with open(os.path.join(folder, name), "w") as f:
            json.dump(run, f, separators=(",", ":"), sort_keys=True)
            f.write("\n")


if __name__ == "__main__":
    main()
