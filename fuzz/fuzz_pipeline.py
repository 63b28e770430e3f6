#!/usr/bin/env python3
"""Fuzz target: the IR oracle (no numbers) on programs made from fuzzer bytes.

Each input decodes (fuzz/targets/bytes_input.py: generator decisions, or an embedded
Program JSON) into a Program, an erasure level and an input seed. The target
imports it through torch-mlir and runs the iteration oracle with
`OracleConfig(numerics=False)`: IR_1 = the backend-contract pipeline, IR_k+1 =
the simplification pipeline once more, k = 1..4; every IR_k must run, verify
after every pass, satisfy the backend contract and lower to linalg-on-tensors.
It is `irfuzz check FILE --no-numerics`, in a worker process.

A finding not already `open` in corpus/regressions raises `CompilerFinding`;
a bug in irfuzz raises `IrfuzzInternalError` (see fuzz/targets/harness.py).

Run (standard libFuzzer flags):
    python fuzz/fuzz_pipeline.py -max_total_time=600 CORPUS_DIR SEEDS_DIR
    python fuzz/fuzz_pipeline.py -dict=fuzz/irfuzz.dict -jobs=4 -workers=4 CORPUS_DIR
    python fuzz/fuzz_pipeline.py -fork=2 -ignore_crashes=1 CORPUS_DIR   # keep going after findings
    python fuzz/fuzz_pipeline.py crash-<sha1>      # reproduce: prints the Verdict `irfuzz check` prints
Seeds: `python fuzz/targets/build_seed_corpus.py --dir SEEDS_DIR`.
"""

import os
import sys

import atheris

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # the repository root
with atheris.instrument_imports(include=["generators", "fuzz.targets.bytes_input"]):
    from fuzz.targets import harness

if __name__ == "__main__":
    harness.run(numerics=False, name="fuzz_pipeline")
