#!/usr/bin/env python3
"""Feeds a keyboard-bench export to its peer's own reader. Usage: check-export.py FORMAT FILE.

Prints one JSON line with what the reader saw; exits non-zero when the reader rejects the file.
FORMAT is openmetrics | influx | otava-csv | google-benchmark.
"""
import json, os, subprocess, sys, tempfile


def openmetrics(path):
    from prometheus_client.openmetrics.parser import text_string_to_metric_families as openmetrics_parse
    from prometheus_client.parser import text_string_to_metric_families as prometheus_parse
    text = open(path).read()
    families = list(openmetrics_parse(text))
    samples = sum(len(f.samples) for f in families)
    prometheus_samples = sum(len(f.samples) for f in prometheus_parse(text.replace("# EOF\n", "")))
    assert samples == prometheus_samples, (samples, prometheus_samples)
    return {"families": [f.name for f in families], "samples": samples}


def influx(path):
    from line_protocol_parser import parse_line
    points = [parse_line(line) for line in open(path).read().splitlines() if line]
    for point in points:
        assert point["measurement"] == "keyboard_bench", point
        assert "value" in point["fields"] and "scenario" in point["tags"], point
    return {"points": len(points), "first": {k: str(v) for k, v in points[0].items()}}


def otava(path):
    import csv
    with open(path) as f:
        header = next(csv.reader(f))
    metrics = header[3:]
    config = {"tests": {"kb": {"type": "csv", "file": path, "time_column": "time",
                               "attributes": ["commit", "run_id"], "metrics": metrics,
                               "csv_options": {"delimiter": ",", "quote_char": '"'}}}}
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as cfg:
        json.dump(config, cfg)  # JSON is YAML
    environment = dict(os.environ, OTAVA_CONFIG=cfg.name)
    result = subprocess.run(["otava", "analyze", "kb"], capture_output=True, text=True, timeout=120, env=environment)
    os.unlink(cfg.name)
    assert result.returncode == 0, result.stderr[-2000:]
    return {"metrics": metrics, "analysis": result.stdout}


def google_benchmark(path):
    """The checks compare.py (tools/gbench) relies on when it loads and compares two JSON files."""
    document = json.load(open(path))
    assert isinstance(document.get("context"), dict) and isinstance(document.get("benchmarks"), list)
    runs = {}
    for b in document["benchmarks"]:
        for key in ("name", "real_time", "cpu_time", "time_unit", "run_type"):
            assert key in b, (key, b)
        assert b["time_unit"] in ("ns", "us", "ms", "s") and b["run_type"] in ("iteration", "aggregate")
        if b["run_type"] == "aggregate":
            assert b["aggregate_name"] in ("mean", "median", "stddev", "cv") and "aggregate_unit" in b
        else:
            runs.setdefault(b.get("run_name") or b["name"], []).append(b)
    for name, iterations in runs.items():
        assert len(iterations) == iterations[0]["repetitions"], name
        assert sorted(i["repetition_index"] for i in iterations) == list(range(len(iterations)))
    return {"benchmarks": len(document["benchmarks"]), "families": sorted(runs)}


if __name__ == "__main__":
    checks = {"openmetrics": openmetrics, "influx": influx, "otava-csv": otava, "google-benchmark": google_benchmark}
    print(json.dumps(checks[sys.argv[1]](sys.argv[2])))
