#!/usr/bin/env python3
"""Writes Tests/BenchRunnerTests/CatalogueCosts.swift from a run report: each scenario's recorded cost
(one worker's wall time, duration_seconds over its repetitions), for the shard planner's tests.

Usage: scripts/research/catalogue-costs.py REPORT.json > Tests/BenchRunnerTests/CatalogueCosts.swift
"""
import json
import sys

report = json.load(open(sys.argv[1]))
env, settings = report["environment"], report["settings"]
print("/// The nightly catalogue's recorded costs: one worker's wall time per scenario, seconds, in catalogue order.")
quick = " --quick" if settings.get("quick") else ""
print(f"/// From `keyboard-bench run --tag {','.join(settings.get('tags', []))} --repetitions {settings['repetitions']}{quick}`"
      f" ({env['build_configuration']}, {env['cpu_model']}, {env['cores']} cores, run {report['run_id']}),")
print("/// written by scripts/research/catalogue-costs.py. The machine was shared with other builds.")
print("enum CatalogueCosts {")
print("    static let nightly: [(name: String, cost: Double)] = [")
for scenario in report["scenarios"]:
    workers = max(1, len(scenario.get("repetitions", [])))
    print(f'        ("{scenario["name"]}", {scenario["duration_seconds"] / workers:.4g}),')
print("    ]")
print("}")
