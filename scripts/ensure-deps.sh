#!/usr/bin/env bash
# Installs what building and testing keyboard-bench needs and a fresh machine may lack. Safe to run
# again: it does nothing when everything is there, and prints nothing unless it installs something.
#   scripts/ensure-deps.sh              jemalloc (with its pkg-config file) and zlib's headers through apt
#   scripts/ensure-deps.sh --peers      + the PyPI readers PerfCI's export tests feed (prometheus-client,
#                                         line-protocol-parser, apache-otava)
#   scripts/ensure-deps.sh --browser    + headless Chromium and chromedriver (apt) and Selenium (pip),
#                                         for the dashboard's browser test
#   scripts/ensure-deps.sh --sqlite     + SQLite's C library and headers (apt libsqlite3-dev), for the
#                                         Morse statistics store (CSQLite, linked into the worker)
#   scripts/ensure-deps.sh --opencv     + OpenCV and NumPy for Python (pip: opencv-python-headless at the
#                                         version the agreements were measured with, and its NumPy), the
#                                         peer the vision tests compare each stage with
#   scripts/ensure-deps.sh --valgrind   + valgrind (its callgrind.h is what the worker's instruction counting
#                                         compiles against) and binutils' strip, for `run --instructions`
#   scripts/ensure-deps.sh --perf       + Linux perf (apt linux-perf), for `run --profile cpu`
set -euo pipefail

want_peers=0 want_browser=0 want_sqlite=0 want_opencv=0 want_valgrind=0 want_perf=0
for arg in "$@"; do
  case "$arg" in
    --peers) want_peers=1 ;;
    --browser) want_browser=1 ;;
    --sqlite) want_sqlite=1 ;;
    --opencv) want_opencv=1 ;;
    --valgrind) want_valgrind=1 ;;
    --perf) want_perf=1 ;;
    *) echo "ensure-deps: unknown option $arg" >&2; exit 2 ;;
  esac
done

# Tests call this script in parallel: one installer at a time (apt and pip do not share well).
if command -v flock >/dev/null 2>&1; then
  exec 9>"${TMPDIR:-/tmp}/keyboard-bench-ensure-deps.lock"
  flock 9
fi

SUDO=""
need_root() {
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
      echo "keyboard-bench: need root (or sudo) to apt-get install $*" >&2
      exit 2
    fi
  fi
}

apt_updated=0
apt_install() {
  need_root "$@"
  export DEBIAN_FRONTEND=noninteractive
  if [ "$apt_updated" -eq 0 ]; then $SUDO apt-get update -qq; apt_updated=1; fi
  $SUDO apt-get install -y -qq "$@" >/dev/null
}

# Python modules (import names) and their PyPI packages, installed only when an import fails.
pip_ensure() {
  local missing=()
  while [ "$#" -gt 0 ]; do
    python3 -c "import $1" >/dev/null 2>&1 || missing+=("$2")
    shift 2
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "keyboard-bench: installing ${missing[*]} through pip" >&2
    python3 -m pip install -q --disable-pip-version-check "${missing[@]}" >/dev/null 2>&1 \
      || python3 -m pip install -q --disable-pip-version-check --break-system-packages "${missing[@]}" >/dev/null
  fi
}

if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists jemalloc; }; then
  echo "keyboard-bench: installing libjemalloc-dev and pkg-config through apt" >&2
  apt_install libjemalloc-dev pkg-config
  pkg-config --exists jemalloc || { echo "keyboard-bench: jemalloc still not found by pkg-config" >&2; exit 3; }
fi

# zlib's headers: SceneRenderer reads and writes the PNG frames of recorded vision sessions (CZlib).
if [ ! -f /usr/include/zlib.h ]; then
  echo "keyboard-bench: installing zlib1g-dev through apt" >&2
  apt_install zlib1g-dev
fi

if [ "$want_peers" -eq 1 ]; then
  pip_ensure prometheus_client prometheus-client line_protocol_parser line-protocol-parser otava apache-otava
  command -v otava >/dev/null 2>&1 || { echo "keyboard-bench: otava not on PATH after pip install" >&2; exit 3; }
fi

if [ "$want_browser" -eq 1 ]; then
  if ! { command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1; }; then
    echo "keyboard-bench: installing chromium and chromium-driver through apt" >&2
    apt_install chromium chromium-driver
  fi
  pip_ensure selenium selenium
fi

if [ "$want_sqlite" -eq 1 ] && ! pkg-config --exists sqlite3; then
  echo "keyboard-bench: installing libsqlite3-dev through apt" >&2
  apt_install libsqlite3-dev
  pkg-config --exists sqlite3 || { echo "keyboard-bench: sqlite3 still not found by pkg-config" >&2; exit 3; }
fi

if [ "$want_opencv" -eq 1 ]; then
  command -v python3 >/dev/null 2>&1 || { echo "keyboard-bench: installing python3 and pip through apt" >&2; apt_install python3 python3-pip; }
  # Pinned: the vision tests' agreement tolerances were measured against this release's algorithms.
  pip_ensure cv2 opencv-python-headless==5.1.0.95 numpy numpy
fi

if [ "$want_valgrind" -eq 1 ]; then
  if ! { command -v valgrind >/dev/null 2>&1 && [ -f /usr/include/valgrind/callgrind.h ] && command -v strip >/dev/null 2>&1; }; then
    echo "keyboard-bench: installing valgrind and binutils through apt" >&2
    apt_install valgrind binutils
  fi
fi

if [ "$want_perf" -eq 1 ] && ! command -v perf >/dev/null 2>&1; then
  echo "keyboard-bench: installing perf through apt" >&2
  apt_install linux-perf
fi
