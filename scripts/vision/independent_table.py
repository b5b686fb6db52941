#!/usr/bin/env python3
"""The per-condition table of scripts/vision/independent-check.sh: python3 independent_table.py OUT CONDITION...

For each condition: frames and touches of its session, then from keyboard-bench's vision-replay report
key accuracy, recall, precision and fingertip error (px), frame time p50 / p99 (us); from
`vision-frames replay` the false touches and the frames in each health state; and how the run ended
(pass, budget: a budget missed, or the scenario's exit status). A calibration the pipeline refused is
shown with its error.
"""
import glob, json, sys

out, conditions = sys.argv[1], sys.argv[2:]


def bench(condition):
    files = glob.glob(f"{out}/reports/{condition}/latest/report.json")
    if not files:
        return {}
    scenario = json.load(open(files[0]))["scenarios"][0]
    metrics = {}
    for m in scenario["metrics"]:
        metrics[m["id"]] = m["summary"] if "summary" in m else m.get("value")
    return metrics


def replay(condition):
    values = {}
    for line in open(f"{out}/reports/{condition}.replay"):
        if line.startswith("calibration failed"):
            values["refusal"] = line.strip()
        parts = line.split()
        if len(parts) == 2:
            values[parts[0]] = parts[1]
    return values


print(f"{'condition':12} {'frames':>6} {'touch':>5} {'acc':>5} {'recall':>6} {'prec':>5} {'false':>5} {'tip px':>6} "
      f"{'p50 us':>6} {'p99 us':>6}  health ok/no_sheet/hand_lost/low_contrast/recalibrating/no_shadow/sheet_unfit/finger_ambiguous  exit")
for condition in conditions:
    m, r = bench(condition), replay(condition)
    session = json.load(open(f"{out}/sessions/{condition}/session.json"))
    code = open(f"{out}/reports/{condition}.exit").read().strip()
    exit_note = {"0": "pass", "1": "budget"}.get(code, f"exit {code}")
    if "refusal" in r:
        print(f"{condition:12} {session['frames']:6} {len(session['touches']):5}   {r['refusal']} ({exit_note})")
        continue

    def f(key, digits=2):
        v = m.get(key)
        return "-" if v is None else f"{v:.{digits}f}"

    wall = m.get("frame/wall_time") or {}
    health = "/".join(r.get(f"health_{s}", "-") for s in ("ok", "no_sheet", "hand_lost", "low_contrast",
                                                          "recalibrating", "no_shadow", "sheet_unfit", "finger_ambiguous"))
    print(f"{condition:12} {session['frames']:6} {r.get('contacts', '-'):>5} {f('key_accuracy'):>5} "
          f"{f('touch_recall'):>6} {f('touch_precision'):>5} {r.get('false_touches', '-'):>5} "
          f"{f('fingertip_error'):>6} {wall.get('p50', 0) / 1000:6.0f} {wall.get('p99', 0) / 1000:6.0f}  "
          f"{health:74} {exit_note}")
