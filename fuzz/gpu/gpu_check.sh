#!/usr/bin/env bash
# The one prepared script for a lent GPU machine (Python 3.12, torch with CUDA, no internet,
# no torch-mlir): make the carried IREE runtime importable, run a GPU bundle, and leave the
# summary, the verdicts and a log under $OUT.
#
#   bash fuzz/gpu/gpu_check.sh [BUNDLE]        # BUNDLE defaults to build/gpu/bundle
#
# The bundle comes from `irfuzz gpu-bundle --out build/gpu/bundle --wheels build/gpu/wheels`
# on a CPU machine (docs/gpu.md); it carries its runner (gpu_run.py) and the wheels
# (iree-base-runtime, ml_dtypes, numpy for cp312). Environment: OUT (default ./gpu-out),
# PYTHON (python3), DRIVER (cuda), JOBS (runner processes at a time, default all cores: each
# program runs in a process of its own pool, so a crash, a hang or a broken device is recorded
# for that program and the rest go on), PROGRAM_TIMEOUT (seconds one program may take, 120),
# BUDGET (seconds for all runner attempts, 540: an attempt cut by it resumes where it stopped),
# RUN_TIMEOUT (seconds per attempt, BUDGET), LOCAL_CHECK (1: afterwards, if time is left, also
# run the llvm-cpu artifacts with local-task: a CPU baseline on this machine).
# Exit status: the runner's (0 no finding, 1 findings, 2 no device/bad bundle, 3 internal error).
set -uo pipefail

BUNDLE=${1:-build/gpu/bundle}
OUT=${OUT:-$PWD/gpu-out}
PY=${PYTHON:-python3}
DRIVER=${DRIVER:-cuda}
BUDGET=${BUDGET:-540}
RUN_TIMEOUT=${RUN_TIMEOUT:-$BUDGET}
JOBS=${JOBS:-$(nproc)}
PROGRAM_TIMEOUT=${PROGRAM_TIMEOUT:-120}
LOCAL_CHECK=${LOCAL_CHECK:-1}
SITE=${IRFUZZ_SITE:-/tmp/irfuzz-gpu-site}   # unpacked wheels: kept out of $OUT (it comes back)

mkdir -p "$OUT"
exec > >(tee -a "$OUT/gpu_check.log") 2>&1
echo "== irfuzz gpu_check $(date -u +%FT%TZ) bundle=$BUNDLE driver=$DRIVER"
if [ ! -f "$BUNDLE/bundle.json" ] || [ ! -f "$BUNDLE/gpu_run.py" ]; then
    echo "no bundle at $BUNDLE (bundle.json and gpu_run.py expected)"; exit 2
fi

echo "== machine"
{ nvidia-smi --query-gpu=name,driver_version,memory.total,compute_cap --format=csv 2>/dev/null || echo "no nvidia-smi"
  "$PY" - <<'EOF'
import platform, sys
print("python", sys.version.split()[0], platform.machine())
try:
    import torch
    print("torch", torch.__version__, "cuda", torch.version.cuda, "available", torch.cuda.is_available(),
          torch.cuda.get_device_name() if torch.cuda.is_available() else "")
except Exception as e:
    print("torch not importable:", e)
try:
    import numpy
    print("numpy", numpy.__version__)
except Exception as e:
    print("numpy not importable:", e)
EOF
} | tee "$OUT/machine.txt"

echo "== IREE runtime"
if ! "$PY" -c 'import iree.runtime' 2>/dev/null; then
    rm -rf "$SITE"; mkdir -p "$SITE"
    unpack() {  # a wheel is a zip: unpacking it needs neither pip nor the network
        local wheel; wheel=$(ls "$BUNDLE"/wheels/$1 2>/dev/null | head -n 1)
        if [ -z "$wheel" ]; then echo "missing wheel $1 in $BUNDLE/wheels"; return 1; fi
        echo "unpacking $(basename "$wheel")"; "$PY" -m zipfile -e "$wheel" "$SITE"
    }
    unpack 'iree_base_runtime-*.whl' || exit 2
    "$PY" -c 'import ml_dtypes' 2>/dev/null || unpack 'ml_dtypes-*.whl' || exit 2
    # ml_dtypes (imported by iree.runtime) needs numpy >= 2; keep the machine's numpy when it is new enough.
    "$PY" -c 'import numpy, sys; sys.exit(int(numpy.__version__.split(".")[0]) < 2)' 2>/dev/null \
        || unpack 'numpy-*.whl' || exit 2
    export PYTHONPATH="$SITE${PYTHONPATH:+:$PYTHONPATH}"
fi
"$PY" -c 'import iree.runtime as rt, sys; print("iree.runtime from", rt.__file__); print("drivers", rt.query_available_drivers())' \
    || { echo "iree.runtime still not importable"; exit 2; }

started=$(date +%s)
left() { echo $(( BUDGET - ($(date +%s) - started) )); }

run() {  # run the bundle with one driver; if an attempt is cut (timeout), resume where it stopped
    local driver=$1 out=$2 resume="" rc=0 limit
    for attempt in 1 2 3 4 5; do
        limit=$(left); [ "$limit" -gt "$RUN_TIMEOUT" ] && limit=$RUN_TIMEOUT
        if [ "$limit" -le 5 ]; then echo "time budget spent"; return 124; fi
        timeout "$limit" "$PY" "$BUNDLE/gpu_run.py" "$BUNDLE" --driver "$driver" --out "$out" \
            --jobs "$JOBS" --timeout "$PROGRAM_TIMEOUT" $resume
        rc=$?
        [ "$rc" -le 3 ] && break
        echo "runner ended with status $rc (cut short): resuming, attempt $((attempt + 1))"
        resume=--resume
    done
    return "$rc"
}

echo "== $DRIVER"
run "$DRIVER" "$OUT/results"
rc=$?
echo "== $DRIVER: status $rc after $(( $(date +%s) - started ))s; summary: $OUT/results/summary.txt"

if [ "$LOCAL_CHECK" = 1 ] && [ "$DRIVER" != local-task ] && [ "$(left)" -gt 30 ]; then
    echo "== baseline: llvm-cpu artifacts with local-task on this machine's CPU"
    run local-task "$OUT/results-local-task" >"$OUT/local-task.log" 2>&1
    echo "local-task: status $? ($(sed -n 2p "$OUT/results-local-task/summary.txt" 2>/dev/null))"
fi
exit "$rc"
