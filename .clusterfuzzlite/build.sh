#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build for irfuzz's atheris targets (run in the Dockerfile's image,
# in $SRC/irfuzz; writes $OUT). Locally, without Docker, the same build is
#   OUT=build/cfl python fuzz/targets/build_bundles.py
# (PyInstaller from the [cfl] extra), and fuzz/targets/ci_fuzz.py runs the targets unbundled.
cd "$SRC/irfuzz"

# The project and its pinned dependencies (CPU torch; see requirements.txt).
pip3 install --no-cache-dir -r .clusterfuzzlite/requirements.txt
pip3 install --no-cache-dir --no-deps .

# Each target (fuzz_pipeline, fuzz_numerics) becomes a PyInstaller one-file bundle made by
# compile_python_fuzzer, with the --collect-all / --hidden-import / --add-data flags that
# fuzz/targets/build_bundles.py keeps (why each is needed is in its docstring), plus
# $OUT/<target>_seed_corpus.zip (corpus/seeds as fuzzer bytes), <target>.dict and
# <target>.options. The bundle is also the Sandbox's worker: run as `<target>.pkg -m
# oracles.worker DIR` it serves the oracle (fuzz/targets/harness.py).
python3 fuzz/targets/build_bundles.py --out "$OUT"
