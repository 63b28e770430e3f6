#!/usr/bin/env python3
"""Fuzz target (optional, the ujson OSS-Fuzz pattern): Hypothesis draws the program, atheris drives.

Hypothesis's `fuzz_one_input` turns each libFuzzer input into Hypothesis choices, so the
program comes from `generators.strategies.programs()` and the erasure level from
`erasure_levels()`: the same generator as fuzz_pipeline.py / fuzz_numerics.py, but an
input that fails is also saved in the Hypothesis example database and shrinks like any
Hypothesis failure. Before fuzzing, the database is replayed (examples saved by earlier
runs or by the test suite), as the ujson harness does. The oracle is `irfuzz check`'s
(IR and numbers; IRFUZZ_NUMERICS=0 for the IR oracle only), in a worker process, with the
same crash policy as the bytes targets (fuzz/targets/harness.py): CompilerFinding for a finding not
`open` in corpus/regressions, IrfuzzInternalError for an irfuzz bug.

Run it from a corpus of inputs of a few hundred bytes: Hypothesis needs that many to draw a
program, and rejects shorter inputs without running the oracle (libFuzzer starts tiny):
    mkdir -p CORPUS_DIR && for i in 1 2 3; do head -c 600 /dev/urandom > CORPUS_DIR/r$i; done
    python fuzz/fuzz_hypothesis.py -max_total_time=600 CORPUS_DIR
    IRFUZZ_HYPOTHESIS_DB=DIR python fuzz/fuzz_hypothesis.py ...   # database (default .hypothesis/)
Crash files replay like the other targets' (`python fuzz/fuzz_hypothesis.py crash-<sha1>`), but
their bytes mean Hypothesis choices, not fuzz/targets/bytes_input.py's format.
"""

import os
import sys
import unittest

import atheris

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # the repository root
with atheris.instrument_imports(include=["generators"]):
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis.database import DirectoryBasedExampleDatabase

    from fuzz.targets import harness
    from fuzz.targets.bytes_input import FuzzInput
    from generators.strategies import erasure_levels, programs

NUMERICS = os.environ.get("IRFUZZ_NUMERICS", "1") != "0"
TARGET = harness.FuzzTarget(NUMERICS, "fuzz_hypothesis")
DATABASE = DirectoryBasedExampleDatabase(os.environ.get("IRFUZZ_HYPOTHESIS_DB", ".hypothesis/examples"))


def check_program(program, erase):
    fuzz_input = FuzzInput(program, erase, 0, "hypothesis")
    verdict = TARGET.check(fuzz_input)
    TARGET.feedback(verdict)
    harness.judge(verdict, fuzz_input, NUMERICS, TARGET.known, "fuzz_hypothesis")


# The same test twice: replaying saved examples only, and driven by libFuzzer bytes. Both wrap
# check_program, so they share its database entries.
_SETTINGS = {"database": DATABASE, "deadline": None, "suppress_health_check": list(HealthCheck)}
replay_database = settings(phases=[Phase.reuse], **_SETTINGS)(given(programs(), erasure_levels())(check_program))
fuzz_test = settings(**_SETTINGS)(given(programs(), erasure_levels())(check_program))


def main():
    if harness.worker_invocation():  # the PyInstaller bundle serving as its own worker
        harness.run(NUMERICS, "fuzz_hypothesis")
        return
    # Replay the database first (only saved examples: Phase.reuse), as the ujson harness does.
    try:
        replay_database()
    except unittest.SkipTest:  # raised when the database holds nothing to replay
        pass
    TARGET.feedback = harness.make_feedback(atheris.instrument_func)
    atheris.Setup(harness.libfuzzer_argv(sys.argv), fuzz_test.hypothesis.fuzz_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
