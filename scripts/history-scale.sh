#!/usr/bin/env bash
# How the history commands scale. Builds an N-run history from a real report's compact entry
# (scripts/lib/make-history.py: the fixture executable perfci-history-writer), then times, with
# /usr/bin/time -v (wall time and max RSS):
#   history changes (cold: no index yet), history changes (warm), dashboard, history add of one more full
#   report, and history changes + dashboard right after that add (the nightly's sequence).
# Usage: scripts/history-scale.sh N [REPORT.json] [TOOL]
#   REPORT.json: a full run report to shape the runs on (default: Reports/latest.json)
#   TOOL: the keyboard-bench binary (default: .build/release/keyboard-bench, built if missing); the
#   history writer is the perfci-history-writer beside it (built if missing)
# Targets at N=1000: changes <= 2 s, dashboard <= 5 s, add <= 0.2 s, memory <= 200 MB.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:?usage: history-scale.sh N [REPORT.json] [TOOL]}"
report="${2:-Reports/latest.json}"
tool="${3:-.build/release/keyboard-bench}"
[[ "$n" =~ ^[0-9]+$ ]] && [ "$n" -ge 1 ] || { echo "history-scale.sh: N must be a whole number >= 1, got '$n'" >&2; exit 2; }
[ -f "$report" ] || { echo "history-scale.sh: no report at '$report' (run the nightly first, or pass one)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "history-scale.sh: needs GNU time at /usr/bin/time (apt-get install time)" >&2; exit 2; }
[ -x "$tool" ] || swift build -c release --product keyboard-bench

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$tool" history add --history "$work/seed" "$report" > /dev/null
entry="$(find "$work/seed" -name '*.json' | head -1)"
python3 scripts/lib/make-history.py "$entry" "$work/history" "$n" 5 "$(dirname "$tool")/perfci-history-writer"
# One more full report, a day after the last generated run, for the timed add.
python3 - "$report" "$work/next.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
report["run_id"] = "29991231T000000Z-next"
report["started_at"] = "2999-12-31T00:00:00Z"
json.dump(report, open(sys.argv[2], "w"))
PY

measure() { # label, command...
  local label="$1"; shift
  /usr/bin/time -v "$@" > /dev/null 2> "$work/time.txt" || { cat "$work/time.txt" >&2; exit 1; }
  local wall rss cpu
  wall="$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$work/time.txt")"
  cpu="$(awk -F': ' '/User time|System time/ {sum += $2} END {printf "%.2f s", sum}' "$work/time.txt")"
  rss="$(awk -F': ' '/Maximum resident set size/ {printf "%.1f MB", $2 / 1024}' "$work/time.txt")"
  printf '%-34s %10s  %10s  %10s\n' "$label" "$wall" "$cpu" "$rss"
}

entries=$(find "$work/history" -name '*.json' | wc -l)
bytes=$(du -sb "$work/history" | cut -f1)
echo "history: $entries runs of $(python3 -c "import json;print(len(json.load(open('$entry'))['scenarios']))") entries, $((bytes / 1024)) KB ($((bytes / entries / 1024)) KB per run; full report $(($(stat -L -c %s "$report") / 1024)) KB)"
printf '%-34s %10s  %10s  %10s\n' "command" "wall" "user+sys" "max RSS"
measure "history changes (cold, no index)" "$tool" history changes --history "$work/history"
measure "history changes (warm)" "$tool" history changes --history "$work/history"
measure "dashboard" "$tool" dashboard --history "$work/history" --output "$work/site"
measure "history add (full report)" "$tool" history add --history "$work/history" "$work/next.json"
measure "history changes (after add)" "$tool" history changes --history "$work/history"
measure "dashboard (after add)" "$tool" dashboard --history "$work/history" --output "$work/site"
echo "index: $(($(stat -c %s "$work/history/.index/runs.bin") / 1024)) KB; dashboard: $(($(du -sb "$work/site" | cut -f1) / 1024)) KB in $(ls "$work/site" | wc -l) pages"
"$tool" history changes --history "$work/history" | tail -n +1 | wc -l | xargs -I{} echo "change points reported: {}"
