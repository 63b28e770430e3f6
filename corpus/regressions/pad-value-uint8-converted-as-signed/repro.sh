#!/bin/sh
# irfuzz: mismatch-eager in execute at k=1
# IR_1 compiled vs eager: output 0: bits mismatch at index [0, 0]: expected 255, got 16 (3 of 3 elements differ) [aten.pad, exact]
#
# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   irfuzz check program.json --erase none --seed 5399 --executor refbackend --expect mismatch-eager-6b338f978524
# Exit status, one meaning each:
#   1  irfuzz check finds a finding with signature mismatch-eager-6b338f978524 again
#   0  it ran and found nothing: fixed?
#   2  it could not run (irfuzz or program.json missing; no result within IRFUZZ_REPRO_TIMEOUT
#      seconds, default 300), or other findings appeared instead
cd "$(dirname "$0")" || exit 2
if ! command -v irfuzz >/dev/null 2>&1; then
  echo "repro.sh: irfuzz not found on PATH (pip install -e an irfuzz checkout): cannot run" >&2
  exit 2
fi
if [ ! -f program.json ]; then
  echo "repro.sh: program.json is missing: cannot run" >&2
  exit 2
fi
LIMIT=$IRFUZZ_REPRO_TIMEOUT
[ -n "$LIMIT" ] || LIMIT=300
LIMITED=""
if command -v timeout >/dev/null 2>&1; then LIMITED="timeout $LIMIT"; fi
TMP=$(mktemp -d) || exit 2
$LIMITED irfuzz check program.json --erase none --seed 5399 --executor refbackend --expect mismatch-eager-6b338f978524 2>"$TMP/err.log"
rc=$?
cat "$TMP/err.log" >&2
# Exit 1 counts only with irfuzz's own word for it (a Python traceback also exits 1).
if [ "$rc" = 1 ] && ! grep -q "^irfuzz check: REPRODUCED" "$TMP/err.log"; then
  echo "repro.sh: irfuzz check failed without a verdict: cannot tell" >&2
  rc=2
fi
rm -rf "$TMP"
case $rc in
  0|1|2) exit "$rc" ;;
  124) echo "repro.sh: no result within $LIMIT s (IRFUZZ_REPRO_TIMEOUT raises it): cannot tell" >&2; exit 2 ;;
  *) echo "repro.sh: irfuzz check ended with status $rc: cannot tell" >&2; exit 2 ;;
esac
