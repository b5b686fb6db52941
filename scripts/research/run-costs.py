#!/usr/bin/env python3
"""Where a run's time goes: worker seconds per scenario group of one or more report.json.

usage: run-costs.py REPORT.json [REPORT.json ...]
Groups: the touch grid (matrix) and touch sweeps (nightly) as one row each, every other scenario by
name; the run's wall time and the sum of its workers' wall times at the end.
"""
import json
import sys


def group(name):
    if name.startswith("touch-sweep-"):
        return "touch sweeps (15 workers)"
    if name.startswith("touch-") and name != "touch-typing":
        return "touch grid (150 workers)"
    return name


def costs(path):
    report = json.load(open(path))
    totals = {}
    for scenario in report["scenarios"]:
        key = group(scenario["name"])
        totals[key] = totals.get(key, 0) + scenario["duration_seconds"]
    return report["duration_seconds"], totals


def main():
    runs = [costs(path) for path in sys.argv[1:]]
    names = sorted({k for _, totals in runs for k in totals}, key=lambda k: -max(t.get(k, 0) for _, t in runs))
    print(f"{'scenario (all repetitions)':<34}" + "".join(f"{'run ' + str(i + 1):>10}" for i in range(len(runs))))
    for name in names:
        print(f"{name:<34}" + "".join(f"{t[name]:>9.1f}s" if name in t else f"{'-':>10}" for _, t in runs))
    print(f"{'sum of workers':<34}" + "".join(f"{sum(t.values()):>9.1f}s" for _, t in runs))
    print(f"{'run wall time':<34}" + "".join(f"{d:>9.1f}s" for d, _ in runs))


if __name__ == "__main__":
    main()
