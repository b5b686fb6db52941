#!/usr/bin/env bash
# Installs what building keyboard-bench needs and a fresh machine may lack: jemalloc (with its
# pkg-config file) through apt. Safe to run again: it does nothing when everything is there.
set -euo pipefail

if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists jemalloc; then
  exit 0
fi

echo "keyboard-bench: installing libjemalloc-dev and pkg-config through apt" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "keyboard-bench: need root (or sudo) to apt-get install libjemalloc-dev pkg-config" >&2
    exit 2
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq libjemalloc-dev pkg-config >/dev/null
pkg-config --exists jemalloc || { echo "keyboard-bench: jemalloc still not found by pkg-config" >&2; exit 3; }
