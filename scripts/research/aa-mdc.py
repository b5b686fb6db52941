#!/usr/bin/env python3
"""Side by side: the minimum detectable change (MDC) of two A/A comparisons.

usage: aa-mdc.py OLD.json NEW.json
  OLD.json, NEW.json: `keyboard-bench compare A B --json FILE` of two runs of the same code, one pair
  made with the old nightly configuration, one with the new.

Touch metrics are matched across the two layouts of the suite: the old per-process grid
(`touch-lookup-grid-uniform-iphone-14-pro-en`, `lookup/wall_time`) and the new sweeps
(`touch-sweep-lookup-grid-uniform`, `iphone-14-pro-en/wall_time`) both become
`touch lookup grid uniform iphone-14-pro-en`. Every other wall-time metric is matched by name.
Prints, per group, the median statistical MDC of each side, then each matched non-touch metric, and
the verdicts other than `unchanged` (false alarms in an A/A comparison).
"""
import json
import re
import statistics
import sys

OLD_TOUCH = re.compile(r"^touch-(lookup|batch)-(linear|grid|hash)-(uniform|centred)-(.+)$")
OLD_BUILD = re.compile(r"^touch-index-build-(linear|grid|hash)-(.+)$")
NEW_TOUCH = re.compile(r"^touch-sweep-(lookup|batch)-(linear|grid|hash)-(uniform|centred)$")
NEW_BUILD = re.compile(r"^touch-sweep-index-build-(linear|grid|hash)$")


def key(scenario, metric):
    """(group, matched name) of a wall-time row, or None."""
    if not metric.endswith("/wall_time"):
        return None
    operation = metric[: -len("/wall_time")]
    if m := OLD_TOUCH.match(scenario):
        return f"touch {m[1]}", f"touch {m[1]} {m[2]} {m[3]} {m[4]}"
    if m := OLD_BUILD.match(scenario):
        return "touch build", f"touch build {m[1]} {m[2]}"
    if m := NEW_TOUCH.match(scenario):
        return f"touch {m[1]}", f"touch {m[1]} {m[2]} {m[3]} {operation}"
    if m := NEW_BUILD.match(scenario):
        return "touch build", f"touch build {m[1]} {operation}"
    return "other", f"{scenario} {metric}"


def read(path):
    rows = json.load(open(path))["rows"]
    mdcs, alarms = {}, []
    for row in rows:
        k = key(row["scenario"], row["metric"])
        if row.get("verdict") not in ("unchanged", None) and not row.get("deterministic"):
            alarms.append(f'{row["scenario"]} {row["metric"]}: {row["verdict"]}')
        statistical = (row.get("mdc") or {}).get("statistical")
        if k and isinstance(statistical, (int, float)):
            mdcs[k] = statistical
    return mdcs, alarms


def main():
    old, old_alarms = read(sys.argv[1])
    new, new_alarms = read(sys.argv[2])
    matched = sorted(set(old) & set(new))
    groups = sorted({group for group, _ in matched})
    print(f"{'group':<16} {'metrics':>7} {'old MDC (median)':>17} {'new MDC (median)':>17}")
    for group in groups:
        names = [k for k in matched if k[0] == group]
        o = statistics.median(old[k] for k in names)
        n = statistics.median(new[k] for k in names)
        print(f"{group:<16} {len(names):>7} {o:>16.1%} {n:>16.1%}")
    print()
    print(f"{'metric':<62} {'old MDC':>8} {'new MDC':>8}")
    for k in matched:
        if k[0] == "other":
            print(f"{k[1]:<62} {old[k]:>7.1%} {new[k]:>7.1%}")
    print()
    print(f"matched wall-time metrics: {len(matched)} (old only {len(set(old) - set(new))}, new only {len(set(new) - set(old))})")
    print(f"verdicts other than unchanged (false alarms): old {len(old_alarms)}, new {len(new_alarms)}")
    for alarm in old_alarms:
        print("  old:", alarm)
    for alarm in new_alarms:
        print("  new:", alarm)


if __name__ == "__main__":
    main()
