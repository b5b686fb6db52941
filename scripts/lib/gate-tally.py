#!/usr/bin/env python3
"""Tallies the gate self-test's runs (scripts/gate-self-test.sh): false alarms on identical code (A/A)
and detections of the injected slowdown (A/B), paired and — on the same data — sequential; and false alarms
on layout-only A/B runs (L: the shipped worker against bench-layout-worker, the same code linked in another order).

usage: gate-tally.py KEYBOARD_BENCH DIR

DIR holds run-<i>-<A|B|L>/ (a paired run's output folder, `latest/` inside) with run-<i>-<A|B|L>.meta.
Paired verdicts are recomputed from each run's two reports with KEYBOARD_BENCH (`compare` sees the
pairing), so a later comparator can be judged on the same runs. The sequential verdict of run i compares the
baseline side of the previous run of the same kind (the same baseline binary) with run i's current side
(`keyboard-bench compare`, unpaired: the reports belong to different paired runs, minutes apart), as a
gate that measures the base and then the head would see them.
"""
import glob
import json
import os
import statistics
import subprocess
import sys

INJECTED = "cached-switch"
INJECTED_METRICS = {"switch/wall_time", "switch/instructions"}


def worse_rows(comparison):
    return [r for r in comparison.get("rows", []) if r.get("verdict") == "worse"]


def judge(comparison, kind):
    """(gate failed, injected change caught, false alarms: worse rows that are not the injected change)."""
    worse = worse_rows(comparison)
    caught = any(r["scenario"] == INJECTED and r["metric"] in INJECTED_METRICS for r in worse)
    false = [f'{r["scenario"]}:{r["metric"]}' for r in worse if kind != "B" or r["scenario"] != INJECTED]
    return bool(worse), caught, false


def outcome(comparison, kind):
    """FAIL, `cannot judge` (exit 4: neither an alarm nor a pass) or pass."""
    if judge(comparison, kind)[0]:
        return "FAIL"
    return "cannot judge" if comparison.get("exit") == 4 else "pass"


def compare(tool, baseline, current):
    result = subprocess.run([tool, "compare", baseline, current, "--print-json"], capture_output=True, text=True)
    # 4: the comparison cannot judge (too few pairs for its test, or a gated timing too noisy to vouch for
    # that no instruction count settled): no alarm and no pass; its counted rows still read.
    if result.returncode not in (0, 1, 4):
        return None
    comparison = json.loads(result.stdout)
    comparison["exit"] = result.returncode
    return comparison


def rate(hits, total):
    return f"{hits} of {total}" + (f" ({100.0 * hits / total:.0f} %)" if total else "")


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    tool, folder = sys.argv[1], sys.argv[2]
    runs = sorted(d for d in glob.glob(os.path.join(folder, "run-*-[ABL]")) if os.path.isdir(d))
    if not runs:
        print(f"gate-tally: no runs in {folder}", file=sys.stderr)
        return 2
    tallies = {m: {k: [0, 0, 0, [], 0] for k in "ABL"} for m in ("paired", "sequential")}
    layout_rows = []  # layout-only runs: timing rows reported as layout/alignment (same instructions), with their change
    hogged = 0
    durations = {"paired": [], "solo": []}  # wall seconds of unhogged paired runs, and of the single runs beside them
    previous = {}  # the last run of each kind: its baseline side is the same binary as this run's baseline
    for run in runs:
        kind = run[-1]
        meta = dict(kv.split("=", 1) for kv in open(run + ".meta").read().split()) if os.path.exists(run + ".meta") else {}
        base, head = os.path.join(run, "latest", "baseline.json"), os.path.join(run, "latest", "report.json")
        if not (os.path.exists(base) and os.path.exists(head)):
            print(f"{os.path.basename(run)}: no comparison (exit {meta.get('exit', '?')}); not counted")
            continue
        hogged += kind == "A" and meta.get("hog") == "1"
        if meta.get("hog") != "1" and "seconds" in meta:
            durations["paired"].append(float(meta["seconds"]))
        if "solo_seconds" in meta:
            durations["solo"].append(float(meta["solo_seconds"]))
        results = {"paired": compare(tool, base, head)}
        if results["paired"] is None:
            print(f"{os.path.basename(run)}: the reports could not be compared; not counted")
            continue
        if kind in previous:
            results["sequential"] = compare(tool, os.path.join(previous[kind], "latest", "baseline.json"), head)
        for mode, comparison in results.items():
            if comparison is None:
                continue
            failed, caught, false = judge(comparison, kind)
            t = tallies[mode][kind]
            t[0] += 1
            t[1] += caught if kind == "B" else failed
            t[2] += bool(false)
            t[3] += false
            t[4] += not failed and comparison.get("exit") == 4
        layout_rows += [(os.path.basename(run), r["scenario"], r["metric"], r["ratio"]["ratio"])
                        for r in results["paired"].get("rows", []) if r.get("cross_check") == "same_instructions"
                        and r.get("verdict") == "changed"]
        line = f"{os.path.basename(run)}: paired gate {outcome(results['paired'], kind)}"
        if "sequential" in results and results["sequential"] is not None:
            line += f", sequential {outcome(results['sequential'], kind)}"
        solo = f" (single run beside it: {meta['solo_seconds']} s)" if "solo_seconds" in meta else ""
        print(line + (" (CPU hog)" if meta.get("hog") == "1" else "") + f", {meta.get('seconds', '?')} s" + solo)
        previous[kind] = run
    for mode in ("paired", "sequential"):
        a, b, l = tallies[mode]["A"], tallies[mode]["B"], tallies[mode]["L"]
        print(f"{mode} A/A: {rate(a[1], a[0])} compares of identical code failed the gate"
              + (f" ({hogged} paired runs had a CPU hog from halfway)" if mode == "paired" else "")
              + f"; could not judge: {a[4]}"
              + (f"; false alarms: {', '.join(sorted(set(a[3])))}" if a[3] else ""))
        if b[0]:
            print(f"{mode} A/B: injected slowdown caught in {rate(b[1], b[0])}; could not judge (no pass): {b[4]}; runs with another (false) regression: {b[2]}"
                  + (f" ({', '.join(sorted(set(b[3])))})" if b[3] else ""))
        if l[0]:
            print(f"{mode} layout-only A/B: {rate(l[1], l[0])} compares of the same code linked in another order failed the gate"
                  + (f"; false alarms: {', '.join(sorted(set(l[3])))}" if l[3] else ""))
    if layout_rows:
        worst = max(layout_rows, key=lambda r: abs(r[3] - 1))
        print(f"timing changes reported as layout/alignment (same instructions): {len(layout_rows)} rows, "
              f"largest {100 * (worst[3] - 1):+.1f} % ({worst[1]} {worst[2]}, {worst[0]})")
    if durations["paired"] and durations["solo"]:
        paired, solo = statistics.median(durations["paired"]), statistics.median(durations["solo"])
        print(f"wall time: paired run median {paired:.0f} s ({len(durations['paired'])} runs without a hog), single run of 5 "
              f"repetitions median {solo:.0f} s ({len(durations['solo'])} runs): paired = {paired / solo:.2f}x single")
    return 0


if __name__ == "__main__":
    sys.exit(main())
