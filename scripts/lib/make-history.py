#!/usr/bin/env python3
"""Writes an N-run history for scripts/history-scale.sh, through the tool's own history code.

Usage: make-history.py SEED HISTORY_DIR N [REPETITIONS] [WRITER]

SEED is a compact history entry written by `keyboard-bench history add` (or a full run report). The runs
are made by `perfci-history-writer HISTORY_DIR --generate N --repetitions REPETITIONS SEED` (the package's
fixture executable; see SyntheticHistory.swift there): each a copy of the seed's record with its own run
id, start time and commit, varying figures drawn around the seed's, a tenth of the series stepped +20 % at
run N/2. REPETITIONS defaults to 5 (the nightly's). WRITER defaults to .build/release/perfci-history-writer,
built if missing. Seeded: the same N gives the same files.
"""
import os, subprocess, sys


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    seed, history, n = sys.argv[1], sys.argv[2], sys.argv[3]
    repetitions = sys.argv[4] if len(sys.argv) > 4 else "5"
    writer = sys.argv[5] if len(sys.argv) > 5 else ".build/release/perfci-history-writer"
    if not os.access(writer, os.X_OK):
        configuration = os.path.basename(os.path.dirname(writer))
        configuration = configuration if configuration in ("debug", "release") else "release"
        subprocess.run(["swift", "build", "-c", configuration, "--product", "perfci-history-writer"], check=True)
    subprocess.run([writer, history, "--generate", n, "--repetitions", repetitions, seed], check=True)


if __name__ == "__main__":
    main()
