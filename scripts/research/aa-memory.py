#!/usr/bin/env python3
"""How still the resident figures hold between identical workers: reads the A/A paired runs of a gate
self-test (scripts/gate-self-test.sh) and prints, per memory metric, the spread of each run's change
(median of the per-round ratios current ÷ baseline) over every scenario, and how often the change
passed a floor — the data behind the memory-gate decision in Reports/PERFCI.md.

usage: aa-memory.py DIR [DIR …]
"""
import glob
import json
import os
import statistics
import sys

METRICS = ("peak_resident", "resident_above_floor", "allocator_resident", "peak_heap", "live_heap")


def figures(report):
    out = {}
    for scenario in report["scenarios"]:
        for metric in scenario["metrics"]:
            if metric["id"] in METRICS:
                out[(scenario["name"], metric["id"])] = metric["repetitions"]
    return out


def main():
    changes = {m: [] for m in METRICS}
    within_round = {m: [] for m in METRICS}
    runs = 0
    for folder in sys.argv[1:]:
        for run in sorted(glob.glob(os.path.join(folder, "run-*-A"))):
            base, head = os.path.join(run, "latest", "baseline.json"), os.path.join(run, "latest", "report.json")
            if not (os.path.exists(base) and os.path.exists(head)):
                continue
            runs += 1
            b, c = figures(json.load(open(base))), figures(json.load(open(head)))
            for key, current in c.items():
                baseline = b.get(key)
                if not baseline or len(baseline) != len(current):
                    continue
                if all(x > 0 for x in baseline + current):
                    ratios = [x / y for x, y in zip(current, baseline)]
                    changes[key[1]].append(statistics.median(ratios) - 1)
                    within_round[key[1]] += [r - 1 for r in ratios]
                else:
                    changes[key[1]].append(float("nan"))
    print(f"{runs} A/A paired runs")
    for metric in METRICS:
        values = [v for v in changes[metric] if v == v]
        nan = len(changes[metric]) - len(values)
        if not changes[metric]:
            continue
        line = f"{metric}: {len(changes[metric])} scenario-runs"
        if values:
            absolute = sorted(abs(v) for v in values)
            line += (f"; |median pair change| median {100 * statistics.median(absolute):.2f} %, "
                     f"95th pct {100 * absolute[int(0.95 * (len(absolute) - 1))]:.2f} %, max {100 * absolute[-1]:.2f} %; "
                     f"beyond 2 %: {sum(a > 0.02 for a in absolute)}, beyond 20 %: {sum(a > 0.2 for a in absolute)}; "
                     f"single pairs: max |change| {100 * max(abs(v) for v in within_round[metric]):.1f} %")
        if nan:
            line += f"; {nan} with a zero or negative figure (no ratio)"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
