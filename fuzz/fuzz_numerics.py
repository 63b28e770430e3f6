#!/usr/bin/env python3
"""Fuzz target: the IR oracle plus the numeric oracle on programs made from fuzzer bytes.

Each input decodes (fuzz/targets/bytes_input.py: generator decisions, or an embedded
Program JSON) into a Program, an erasure level and an input seed. The target
runs everything fuzz_pipeline.py checks (IR_1..IR_4: no pass error or crash,
verifier-clean after every pass, backend contract, lowering to
linalg-on-tensors) and also compiles and runs every distinct linalg IR_k on
the CPU (RefBackend): IR_k vs IR_k+1 bit for bit, compiled vs eager PyTorch
bit for bit (tolerances only where the catalog marks an op inexact, only
shape/dtype/range for random values). It is `irfuzz check FILE`, in a worker
process.

A finding not already `open` in corpus/regressions raises `CompilerFinding`;
a bug in irfuzz raises `IrfuzzInternalError` (see fuzz/targets/harness.py).

Run (standard libFuzzer flags):
    python fuzz/fuzz_numerics.py -max_total_time=600 CORPUS_DIR SEEDS_DIR
    python fuzz/fuzz_numerics.py -dict=fuzz/irfuzz.dict -jobs=4 -workers=4 CORPUS_DIR
    python fuzz/fuzz_numerics.py -fork=2 -ignore_crashes=1 CORPUS_DIR   # keep going after findings
    python fuzz/fuzz_numerics.py crash-<sha1>      # reproduce: prints the Verdict `irfuzz check` prints
Seeds: `python fuzz/targets/build_seed_corpus.py --dir SEEDS_DIR`.
"""

import os
import sys

import atheris

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # the repository root
with atheris.instrument_imports(include=["generators", "fuzz.targets.bytes_input"]):
    from fuzz.targets import harness

if __name__ == "__main__":
    harness.run(numerics=True, name="fuzz_numerics")
