#!/bin/sh
# irfuzz: verifier-error in torch-decompose-complex-ops at k=1
# type of return operand 0 ('!torch.vtensor<[1,?,0],f32>') doesn't match function result type ('!torch.vtensor<[1,?,0],f32>') in function @main
#
# The one-line reproducer (prints the diagnostic):
#   torch-mlir-opt -pass-pipeline='builtin.module(torch-function-to-torch-backend-pipeline)' stage_input.mlir
#
# This script runs it and judges the outcome. Exit status, one meaning each:
#   1  the same failure: the same first error: diagnostic, normalized
#   0  it ran and nothing failed: fixed?
#   2  it could not run (torch-mlir-opt, python3 or stage_input.mlir missing; no result within
#      IRFUZZ_REPRO_TIMEOUT seconds, default 300) or it failed differently
cd "$(dirname "$0")" || exit 2
if ! command -v torch-mlir-opt >/dev/null 2>&1; then
  echo "repro.sh: torch-mlir-opt not found on PATH (pip install torch-mlir): cannot run" >&2
  exit 2
fi
if [ ! -f stage_input.mlir ]; then
  echo "repro.sh: stage_input.mlir is missing: cannot run" >&2
  exit 2
fi
LIMIT=$IRFUZZ_REPRO_TIMEOUT
[ -n "$LIMIT" ] || LIMIT=300
LIMITED=""
if command -v timeout >/dev/null 2>&1; then LIMITED="timeout $LIMIT"; fi
PYTHON=$(command -v python3 || command -v python) || {
  echo "repro.sh: python3 not found (it judges the diagnostic): cannot run" >&2
  exit 2
}
TMP=$(mktemp -d) || exit 2
$LIMITED torch-mlir-opt -pass-pipeline='builtin.module(torch-function-to-torch-backend-pipeline)' stage_input.mlir >"$TMP/out.mlir" 2>"$TMP/err.log"
rc=$?
cat "$TMP/err.log" >&2
"$PYTHON" - "$rc" "$TMP" "$LIMIT" >"$TMP/verdict" <<'IRFUZZ_JUDGE'
import os
import re
import sys

SYMPTOM = 'verifier-error'
EXPECTED = "type of return operand N ('TENSOR') doesn't match function result type ('TENSOR') in function @F"  # the original failure's first error diagnostic, normalized
EXPECTED_RC = None  # a crash: the status the process died with (None: any signal)

NORMALIZERS = [('loc\\([^)]*\\)', ''), ('"[^"\\n]*":\\d+:\\d+:?', ''), ('(%[\\w.$\\-#]+ = )?"torch\\.operator"\\(.*?<\\{name = "([^"]+)"\\}>.*$', 'torch.operator "\\2"'), ('(%[\\w.$\\-#]+ = )?"([\\w.]+)"\\(.*$', '"\\2"'), ('(%[\\w.$\\-#]+ = )?(torch\\.[\\w.]+) %.*$', '\\2'), ('!torch\\.list<v?tensor(<[^>]*>)?>', 'LIST'), ('!torch\\.v?tensor(<[^>]*>)?', 'TENSOR'), ('\\btensor<[^>]*>', 'TENSOR'), ('%[\\w.$\\-#]+', '%V'), ('\\^[\\w]+', '^B'), ('@[\\w.$\\-]+', '@F'), ('\\[[\\d,?\\s-]*\\]', '[S]'), ('\\b(\\d+|\\?)(x(\\d+|\\?))*x(?=[a-z])', 'Sx'), ('-?\\b\\d+(\\.\\d+)?([eE][+-]?\\d+)?\\b', 'N'), ('\\s+', ' ')]


def normalize(message):
    """The first line of a diagnostic without SSA names, shapes, numbers, locations."""
    first = message.strip().splitlines()[0] if message.strip() else ""
    for pattern, repl in NORMALIZERS:
        first = re.sub(pattern, repl, first)
    return first.strip()[:300]


def read(path):
    with open(path, errors="replace") as fh:
        return fh.read()


def signal_of(rc):
    """The signal a status stands for: 128+N from a shell, 256-N from a Python wrapper (the
    venv's torch-mlir-opt script exits with its child's negative returncode); None if none."""
    if rc is None:
        return None
    if 128 < rc <= 192:
        return rc - 128
    if 192 < rc < 256:
        return 256 - rc
    return None


def judge(rc, tmp, limit):
    """(status, why) from torch-mlir-opt's status and the files repro.sh left in tmp."""
    errors = re.findall(r"error: (.*)", read(os.path.join(tmp, "err.log")))
    if rc == 124:  # coreutils timeout
        if SYMPTOM == "timeout":
            return 1, "REPRODUCED: still no result after %s s" % limit
        return 2, "cannot tell: no result within %s s (IRFUZZ_REPRO_TIMEOUT raises the limit)" % limit
    if SYMPTOM == "non-convergence" and rc == 0:
        if read(os.path.join(tmp, "in.rc")).strip() != "0":
            return 2, "cannot run: the input does not parse"
        if read(os.path.join(tmp, "in.mlir")) != read(os.path.join(tmp, "out.mlir")):
            return 1, "REPRODUCED: one more run of the pipeline still changes the IR"
        return 0, "the IR is a fixpoint of the pipeline: fixed?"
    if rc == 0:
        return 0, "no failure: fixed?"
    if SYMPTOM == "crash":
        got, want = signal_of(rc), signal_of(EXPECTED_RC)
        if got is not None and (got == want or EXPECTED_RC is None):
            return 1, "REPRODUCED: crashed with status %d (signal %d)" % (rc, got)
        return 2, "a different failure: status %d, the finding crashed with status %s" % (rc, EXPECTED_RC)
    if SYMPTOM == "timeout":
        return 2, "a different failure: status %d, the finding was a hang" % rc
    if signal_of(rc) is not None:
        return 2, "a different failure: killed by signal %d" % signal_of(rc)
    if not errors:
        return 2, "cannot tell: status %d without an error: diagnostic" % rc
    if normalize(errors[0]) == EXPECTED:
        return 1, "REPRODUCED: " + errors[0]
    return 2, "a different failure: " + errors[0]


try:
    status, why = judge(int(sys.argv[1]), sys.argv[2], sys.argv[3])
except Exception as exc:
    status, why = 2, "cannot tell: the judge failed: %r" % (exc,)
print("repro.sh: " + why, file=sys.stderr)
print(status)
IRFUZZ_JUDGE
status=$(cat "$TMP/verdict")
rm -rf "$TMP"
case $status in
  0|1|2) exit "$status" ;;
  *) echo "repro.sh: the judge gave no verdict: cannot tell" >&2; exit 2 ;;
esac
