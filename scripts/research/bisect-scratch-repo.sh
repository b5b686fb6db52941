#!/bin/bash
# A scratch repository to check `keyboard-bench bisect` on: BASE (tagged `good`), then three lines of 32
# commits with the same unrelated edits (docs, a comment in the worker's main.swift, a test file) and one
# commit that does not build at slot BROKEN (the next one repairs it): `clean`; `spin`, a 1,500-step
# checksum injected into KeyboardTreeCache.tree(for:) at slot K_SPIN; `alloc`, an array kept per tap in
# KeyboardController.tap(keyID:) at slot K_ALLOC. The commits' dates are fixed: the lines share their
# commits before the injected slot. Rerun on an existing OUT, it rewrites the branches only.
#   scripts/research/bisect-scratch-repo.sh SRC OUT BASE K_SPIN K_ALLOC BROKEN
#   cd OUT && keyboard-bench bisect --scenario cached-switch --metric switch/instructions --good good --bad spin
set -euo pipefail
[ $# -eq 6 ] || { echo "usage: $0 SRC OUT BASE K_SPIN K_ALLOC BROKEN" >&2; exit 2; }
SRC=$1; OUT=$2; BASE=$3; K_SPIN=$4; K_ALLOC=$5; BROKEN=$6
if [ ! -d "$OUT/.git" ]; then
  git clone -q --no-checkout "$SRC" "$OUT"; cd "$OUT"; git checkout -q --detach "$BASE"; git tag good
  # SRC's resolved dependencies, which the worker cache gives its worktree: no network fetch.
  [ -f "$SRC/Package.resolved" ] && cp "$SRC/Package.resolved" .
  mkdir -p .build && for n in repositories checkouts workspace-state.json; do
    [ -e "$SRC/.build/$n" ] && cp -a "$SRC/.build/$n" .build/
  done
else cd "$OUT"; fi
export GIT_AUTHOR_NAME=scratch GIT_AUTHOR_EMAIL=s@s GIT_COMMITTER_NAME=scratch GIT_COMMITTER_EMAIL=s@s
edit() { # unrelated edit number $1
  local i=$1
  case $((i % 4)) in
    0) echo "<!-- scratch edit $i -->" >> docs/reference.md; msg="docs: reference note $i" ;;
    1) echo "// Scratch note $i: the worker's entry point." >> Sources/Harness/keyboard-bench-worker/main.swift; msg="worker: comment $i" ;;
    2) echo "<!-- scratch edit $i -->" >> README.md; msg="README: note $i" ;;
    3) echo "// Scratch note $i." >> Tests/KeyboardCoreTests/ColorTests.swift; msg="tests: comment $i" ;;
  esac
}
inject() { # $1 spin|alloc
  if [ "$1" = spin ]; then
    python3 - <<'PY'
p='Sources/Keyboard/KeyboardCore/Tree/KeyboardTreeCache.swift'
s=open(p).read()
s=s.replace("""    private var entries: [(key: TreeCacheKey, tree: KeyboardTree)] = []
""","""    private var entries: [(key: TreeCacheKey, tree: KeyboardTree)] = []
    /// A checksum of every lookup, kept for a consistency check.
    private var lookupChecksum: UInt64 = 0
""",1)
s=s.replace("""        guard let index = position(of: key) else { return nil }
        let tree = entries[index].tree""","""        var checksum = lookupChecksum
        for _ in 0..<1_500 { checksum = checksum &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
        lookupChecksum = checksum
        guard let index = position(of: key) else { return nil }
        let tree = entries[index].tree""",1)
open(p,'w').write(s)
PY
    msg="Tree cache: checksum every lookup"
  else
    python3 - <<'PY'
p='Sources/Keyboard/KeyboardCore/Session/KeyboardController+Taps.swift'
s=open(p).read()
s=s.replace("""    public func tap(keyID: String) throws {
        try node(for: keyID).sendAction()""","""    public func tap(keyID: String) throws {
        lastTapTrail = Array(keyID.utf8) + [0]
        try node(for: keyID).sendAction()""",1)
open(p,'w').write(s)
p='Sources/Keyboard/KeyboardCore/Session/KeyboardController.swift'
s=open(p).read()
s=s.replace("""public final class KeyboardController {
""","""public final class KeyboardController {
    /// The last tapped key's identifier, NUL-terminated, for a diagnostics hook.
    var lastTapTrail: [UInt8] = []
""",1)
open(p,'w').write(s)
PY
    msg="Taps: keep the last tapped key for diagnostics"
  fi
}
line() { # $1 name, $2 injected slot (0: none), $3 kind
  git checkout -q --detach good
  for i in $(seq 1 32); do
    export GIT_AUTHOR_DATE="2026-11-01T00:$(printf %02d $i):00Z" GIT_COMMITTER_DATE="2026-11-01T00:$(printf %02d $i):00Z"
    if [ "$i" = "$2" ]; then inject "$3"
    elif [ "$i" = "$BROKEN" ]; then echo 'let notBuilding: Int = "on purpose"' > Sources/Keyboard/KeyboardCore/ScratchBroken.swift; msg="KeyboardCore: a half-done helper"
    elif [ "$i" = "$((BROKEN + 1))" ]; then rm Sources/Keyboard/KeyboardCore/ScratchBroken.swift; msg="KeyboardCore: the helper removed again"
    else edit "$i"; fi
    git add -A; git commit -qm "$msg"
  done
  git branch -f "$1" HEAD
}
line clean 0 none
line spin "$K_SPIN" spin
line alloc "$K_ALLOC" alloc
git checkout -q --detach good
for b in clean spin alloc; do echo "$b $(git rev-list --count good..$b) $(git rev-parse --short=12 $b)"; done
