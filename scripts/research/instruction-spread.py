#!/usr/bin/env python3
"""Run-to-run variation of instruction counts: reads every report under the given folders (runs of
`keyboard-bench run --instructions`) and prints, per scenario and operation, the counts' spread —
the data behind compare's near-exact threshold (Reports/PERFCI.md).

usage: instruction-spread.py DIR [DIR …]
"""
import glob
import json
import os
import sys


def main():
    counts = {}
    runs = 0
    for folder in sys.argv[1:]:
        for path in sorted(glob.glob(os.path.join(folder, "*", "report.json"))):
            report = json.load(open(path))
            if not report["settings"].get("instructions"):
                continue
            runs += 1
            for scenario in report["scenarios"]:
                for metric in scenario["metrics"]:
                    if metric["id"].endswith("/instructions") and metric.get("value") is not None:
                        counts.setdefault((scenario["name"], metric["id"]), []).append(metric["value"])
    worst = 0.0
    identical = 0
    for (scenario, metric), values in sorted(counts.items()):
        spread = (max(values) - min(values)) / min(values) if min(values) > 0 else float("inf")
        worst = max(worst, spread)
        identical += spread == 0
        if spread > 0:
            print(f"{scenario} {metric}: {len(values)} runs, {min(values):.3f} … {max(values):.3f} ({100 * spread:.4f} %)")
    print(f"{runs} instruction-mode runs, {len(counts)} operation counts: {identical} identical in every run; "
          f"largest spread {100 * worst:.4f} %")
    return 0


if __name__ == "__main__":
    sys.exit(main())
