"""The ClusterFuzzLite bundle, built here as .clusterfuzzlite/build.sh builds it (PyInstaller
one-file, fuzz/targets/build_bundles.py) and run as ClusterFuzzLite runs it: through its wrapper,
from outside the repository, with the seed corpus, the dictionary and libFuzzer's flags.

Slow (one build is tens of minutes of torch analysis and ~1 GB of disk; 300 inputs are ~5
minutes), so opt-in: IRFUZZ_SLOW=1. IRFUZZ_CFL_OUT=DIR reuses a folder an earlier
`build_bundles.py --out DIR` made instead of building again.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import stat
import subprocess
import sys
import zipfile

import pytest

from conftest import ROOT

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not os.environ.get("IRFUZZ_SLOW"),
                       reason="slow: builds a PyInstaller bundle of torch and torch-mlir (tens of minutes, ~1 GB); "
                              "set IRFUZZ_SLOW=1 to run it"),
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                       reason="PyInstaller is not installed: pip install -e '.[cfl]'"),
    pytest.mark.skipif(importlib.util.find_spec("atheris") is None,
                       reason="atheris is not installed: pip install -e '.[cfl]'"),
]

TARGET = "fuzz_pipeline"  # the IR oracle only: the cheaper of the two per input
ENTRY = os.path.join(ROOT, "corpus", "regressions", "roll-empty-dim-cat-canonicalize")
SIGNATURE = "verifier-error-669914649e1f"  # that entry's expected.json (status: open)
RUNS = 300


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> str:
    prebuilt = os.environ.get("IRFUZZ_CFL_OUT")
    if prebuilt:
        return os.path.abspath(prebuilt)
    base = tmp_path_factory.mktemp("cfl")
    out, work = str(base / "out"), str(base / "work")
    done = subprocess.run([sys.executable, os.path.join(ROOT, "fuzz", "targets", "build_bundles.py"), "--out", out,
                           "--work", work, "--targets", TARGET, "--local"], cwd=ROOT, capture_output=True, text=True,
                          timeout=5400)
    shutil.rmtree(work, ignore_errors=True)  # PyInstaller's analysis: GBs we do not need again
    assert done.returncode == 0, done.stdout + done.stderr
    return out


def _run_bundle(out: str, args: list[str], cwd: str, env: dict[str, str] | None = None,
                timeout: float = 3000) -> subprocess.CompletedProcess:
    """The wrapper, as ClusterFuzzLite runs it: from elsewhere, without the repository on any path."""
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "IRFUZZ_"))}
    return subprocess.run([os.path.join(out, TARGET), *args], cwd=cwd, env={**clean, **(env or {})},
                          capture_output=True, text=True, errors="replace", timeout=timeout)


def _crash_input(tmp_path) -> str:
    """A fuzzer input that stands for the regression entry's program (embedded form)."""
    from fuzz.targets.bytes_input import encode_embedded
    from generators.program import Program

    with open(os.path.join(ENTRY, "program.json")) as fh:
        program = Program.from_json(fh.read())
    path = tmp_path / "input-roll-empty"
    path.write_bytes(encode_embedded(program, "none", 0))
    return str(path)


def test_the_build_lays_out_what_clusterfuzzlite_runs(out):
    from fuzz.targets.build_seed_corpus import build

    bundle, wrapper = os.path.join(out, f"{TARGET}.pkg"), os.path.join(out, TARGET)
    assert os.path.getsize(bundle) > 100 * 2**20  # torch and torch-mlir are in it
    assert os.stat(wrapper).st_mode & stat.S_IXUSR
    with zipfile.ZipFile(os.path.join(out, f"{TARGET}_seed_corpus.zip")) as zf:
        assert len(zf.namelist()) == len(build())
    with open(os.path.join(out, f"{TARGET}.options")) as fh:
        assert "[libfuzzer]" in fh.read()
    assert os.path.getsize(os.path.join(out, f"{TARGET}.dict")) > 0


def test_the_bundle_fuzzes_300_inputs_from_the_seeds(out, tmp_path):
    seeds, corpus = tmp_path / "seeds", tmp_path / "corpus"
    corpus.mkdir()
    with zipfile.ZipFile(os.path.join(out, f"{TARGET}_seed_corpus.zip")) as zf:
        zf.extractall(seeds)
    done = _run_bundle(out, [f"-runs={RUNS}", "-seed=1", "-max_total_time=2400", "-timeout=600",
                             f"-dict={os.path.join(out, TARGET + '.dict')}", f"-artifact_prefix={tmp_path}/",
                             "-print_final_stats=1", str(corpus), str(seeds)],
                       cwd=str(tmp_path), env={"PYTHONHASHSEED": "0"})
    log = done.stdout + done.stderr
    assert done.returncode == 0, log[-6000:]
    assert f"stat::number_of_executed_units: {RUNS}" in log, log[-3000:]
    assert "IrfuzzInternalError" not in log and "Traceback" not in log, log[-6000:]
    assert not list(tmp_path.glob("crash-*")) and os.listdir(corpus)  # nothing crashed; the corpus grew


def test_a_known_open_finding_is_expected_inside_the_bundle(out, tmp_path):
    """The bundled corpus/regressions (--add-data) is what makes this finding expected."""
    done = _run_bundle(out, [_crash_input(tmp_path)], cwd=str(tmp_path))
    log = done.stdout + done.stderr
    assert done.returncode == 0, log[-6000:]
    assert f"known open regression {SIGNATURE}" in log, log[-3000:]


def test_a_new_finding_crashes_the_bundle_with_its_signature(out, tmp_path):
    """Without the regression corpus the same input is a new finding: the target raises
    CompilerFinding from a frame named after the signature, as ClusterFuzz buckets it."""
    empty = tmp_path / "no-regressions"
    empty.mkdir()
    done = _run_bundle(out, [f"-artifact_prefix={tmp_path}/", _crash_input(tmp_path)], cwd=str(tmp_path),
                       env={"IRFUZZ_REGRESSIONS": str(empty)})
    log = done.stdout + done.stderr
    assert done.returncode != 0, log[-6000:]
    assert "CompilerFinding" in log and "IrfuzzInternalError" not in log, log[-6000:]
    assert f"finding_{SIGNATURE.replace('-', '_')}" in log and "COMPILER FINDING" in log, log[-6000:]
