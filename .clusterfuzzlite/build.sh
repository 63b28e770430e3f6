#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build for irfuzz's atheris targets (run in the Dockerfile's image,
# in $SRC/irfuzz; writes $OUT). Locally, fuzz/targets/ci_fuzz.py runs the same targets without Docker.
cd "$SRC/irfuzz"

# The project and its pinned dependencies (CPU torch; see requirements.txt).
pip3 install --no-cache-dir -r .clusterfuzzlite/requirements.txt
pip3 install --no-cache-dir --no-deps .

# Each target becomes a PyInstaller bundle. torch-mlir's native libraries and the worker module
# are loaded dynamically, so they are named explicitly. The bundle is also the Sandbox's worker:
# run as `<target> -m oracles.worker DIR` it serves the oracle, and as `<target> -m oracles.zygote FD`
# it forks warm workers (fuzz/targets/harness.py). The regression
# corpus goes along: findings of its `open` entries are expected, not crashes.
for target in fuzz_pipeline fuzz_numerics; do
  compile_python_fuzzer "fuzz/$target.py" \
    --collect-all torch_mlir \
    --collect-submodules generators --collect-submodules oracles --collect-submodules fuzz \
    --hidden-import oracles.worker --hidden-import oracles.zygote \
    --add-data "corpus/regressions:corpus/regressions"

  # Seeds: every corpus/seeds program as fuzzer bytes; the dictionary and options.
  python3 fuzz/targets/build_seed_corpus.py --zip "$OUT/${target}_seed_corpus.zip"
  cp fuzz/irfuzz.dict "$OUT/$target.dict"
  cp fuzz/irfuzz.options "$OUT/$target.options"
done
