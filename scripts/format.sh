#!/usr/bin/env bash
# Formats the package's Swift sources with swift-format (the toolchain's), by the rules in .swift-format:
# 4-space indentation, lines of at most 120 characters, the toolchain's layout rules (its lint-only rules
# are off: the house rules they would check are kept by review and ArchitectureTests).
#   scripts/format.sh            rewrite the files in place
#   scripts/format.sh --check    change nothing; list what is not formatted and exit 1 (CI runs this)
# Exit: 0 formatted (or nothing to do), 1 --check found unformatted files, 2 bad usage, 3 no swift-format.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Scenarios Benchmarks)
command -v swift-format >/dev/null 2>&1 || { echo "format: swift-format not found (it ships with the Swift toolchain)" >&2; exit 3; }
case "${1:-}" in
  "") exec swift-format format --in-place --recursive --parallel "${paths[@]}" ;;
  --check)
    report=$(swift-format lint --strict --recursive --parallel "${paths[@]}" 2>&1) && exit 0
    printf '%s\n' "$report" | head -n 40 >&2 || true
    count=$(printf '%s\n' "$report" | grep -c ': warning: \|: error: ' || true)
    echo "format: $count place(s) not formatted; run scripts/format.sh" >&2
    exit 1 ;;
  *) echo "usage: scripts/format.sh [--check]" >&2; exit 2 ;;
esac
