"""Small reproducers in finding folders, standalone ones in bundles (issue 25).

A corpus entry holds no copy of irfuzz's runtime: its repro.sh / repro.py are a few lines that
run irfuzz's own code (fuzz/findings/rerun.py, oracles/numeric_rerun.py). `irfuzz corpus
bundle ENTRY --out DIR` writes what a maintainer runs without irfuzz; here it is built for real
entries and run with `python -I` (no PYTHONPATH, no user site), checked to reproduce (exit 1),
to use the bundle's own copies, and to say "cannot run" (exit 2), never 1, when it cannot.
"""

import json
import os
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT

REGRESSIONS = os.path.join(ROOT, "corpus", "regressions")
NUMERIC = "narrow-negative-start-empty-slice"       # mismatch-eager on the RefBackend, one node
PIPELINE = "cat-all-empty-operands-erased"          # backend-contract, one pass on before.mlir
RUNTIME_COPIES = ("refbackend.py", "iree_cpu.py", "compare.py")
# Runs repro.py as `python repro.py` would, then fails (3) if any irfuzz module came from outside the bundle.
_RUN_IN_BUNDLE = """
import os, runpy, sys
try:
    runpy.run_path("repro.py", run_name="__main__")
    code = 0
except SystemExit as exc:
    code = exc.code
here = os.getcwd()
outside = sorted(m.__file__ for name, m in list(sys.modules.items())
                 if name.split(".")[0] in ("oracles", "generators", "fuzz") and getattr(m, "__file__", None)
                 and not os.path.abspath(m.__file__).startswith(here + os.sep))
if outside:
    print("irfuzz modules from outside the bundle:", outside, file=sys.stderr)
sys.exit(3 if outside else code)
"""


def _isolated_env():
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env.get("PATH", "")
    return env


def _bundle(name, out):
    done = subprocess.run([sys.executable, "-m", "fuzz.cli", "corpus", "bundle", os.path.join(REGRESSIONS, name),
                           "--out", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return out


def test_corpus_holds_no_runtime_copies_and_small_reproducers():
    for name in sorted(os.listdir(REGRESSIONS)):
        folder = os.path.join(REGRESSIONS, name)
        if not os.path.isdir(folder):
            continue
        files = os.listdir(folder)
        assert not set(RUNTIME_COPIES) & set(files), (name, files)
        assert not {"report.md", "model.py"} & set(files), f"{name}: derived files belong in a bundle"
        for script in ("repro.sh", "repro.py"):
            path = os.path.join(folder, script)
            if os.path.exists(path):
                with open(path) as fh:
                    text = fh.read()
                if "irfuzz" in text.splitlines()[1]:   # written by irfuzz (one entry's repro.py is by hand)
                    assert len(text.splitlines()) <= 25, f"{name}/{script}: not the small form"


@pytest.mark.integration
def test_numeric_bundle_reproduces_standalone(tmp_path):
    out = _bundle(NUMERIC, tmp_path / "bundle")
    files = set(os.listdir(out))
    assert {"repro.py", "repro.sh", "before.mlir", "inputs.pt", "expected.pt", "program.json", "model.py",
            "report.md", "why.md"} <= files
    with open(os.path.join(ROOT, "oracles", "compare.py")) as original:
        assert (out / "oracles" / "compare.py").read_text() == original.read()   # a verbatim copy
    assert (out / "repro.py").read_text() == open(os.path.join(REGRESSIONS, NUMERIC, "repro.py")).read()
    run = [sys.executable, "-I", "-c", _RUN_IN_BUNDLE]
    done = subprocess.run(run, cwd=out, env=_isolated_env(), capture_output=True, text=True, timeout=300)
    assert done.returncode == 1, done.stderr          # 3 would be irfuzz code from outside the bundle
    assert "REPRODUCED: output 0: shape mismatch: expected [1], got [0]" in done.stderr
    os.remove(out / "inputs.pt")
    done = subprocess.run(run, cwd=out, env=_isolated_env(), capture_output=True, text=True, timeout=300)
    assert done.returncode == 2 and "cannot run" in done.stderr and "inputs.pt" in done.stderr, done.stderr


@pytest.mark.integration
def test_pipeline_bundle_reproduces_standalone(tmp_path):
    out = _bundle(PIPELINE, tmp_path / "bundle")
    assert not (out / "oracles").exists()      # the standalone scripts embed what they need
    env = _isolated_env()
    done = subprocess.run([sys.executable, "-I", "repro.py"], cwd=out, env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 1 and "REPRODUCED: unsupported by backend contract" in done.stderr, done.stderr
    done = subprocess.run(["sh", "repro.sh"], cwd=out, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 1 and "repro.sh: REPRODUCED" in done.stderr, done.stderr
    assert "import fuzz" not in (out / "repro.sh").read_text()


def test_small_reproducers_without_irfuzz_cannot_run(tmp_path):
    """Exit 2, never 1 (which a python that cannot import irfuzz would give by itself)."""
    folder = tmp_path / "entry"
    shutil.copytree(os.path.join(REGRESSIONS, NUMERIC), folder)
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "python3").write_text("#!/bin/sh\necho 'ModuleNotFoundError: fuzz' >&2\nexit 1\n")
    (fake / "python3").chmod(0o755)
    env = dict(_isolated_env(), PATH=f"{fake}{os.pathsep}/usr/bin{os.pathsep}/bin")
    done = subprocess.run(["sh", "repro.sh"], cwd=folder, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "irfuzz is not importable" in done.stderr, done.stderr
    # -S: no site-packages, so neither irfuzz's editable install nor a bundle's copies
    done = subprocess.run([sys.executable, "-I", "-S", "repro.py"], cwd=folder, env=_isolated_env(),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "cannot run: irfuzz's runtime is not importable" in done.stderr, done.stderr


def test_bundle_rejects_bad_input(tmp_path):
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken" / "x").write_text("")
    for folder, out, why in ((os.path.join(REGRESSIONS, NUMERIC), tmp_path / "taken", "not an empty folder"),
                             (str(tmp_path / "taken"), tmp_path / "new", "no meta.json")):
        done = subprocess.run([sys.executable, "-m", "fuzz.cli", "corpus", "bundle", folder, "--out", str(out)],
                              cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert done.returncode == 2 and why in done.stderr, done.stderr


def test_corpus_add_leaves_derived_files_out(tmp_path):
    from fuzz.findings.corpus import add_finding

    finding = tmp_path / "finding"
    shutil.copytree(os.path.join(REGRESSIONS, NUMERIC), finding)
    (finding / "report.md").write_text("# report\n")
    (finding / "model.py").write_text("import torch\n")
    os.remove(finding / "expected.json")
    target = add_finding(str(finding), str(tmp_path / "regressions"), "entry")
    files = set(os.listdir(target))
    assert {"program.json", "meta.json", "repro.py", "repro.sh", "before.mlir", "expected.json", "why.md"} <= files
    assert not {"report.md", "model.py"} & files
    with open(os.path.join(target, "expected.json")) as fh:
        assert json.load(fh)["signature"] == "mismatch-eager-3c42382f05a8"


def test_bundle_checks_for_the_signature_replay_checks(tmp_path):
    """meta.json keeps the signature a finding was recorded with; an entry's expected.json holds
    the one irfuzz gives today (the signature scheme changed since): the reproducers use that."""
    name = "roll-shift-larger-than-dim"
    with open(os.path.join(REGRESSIONS, name, "expected.json")) as fh:
        today = json.load(fh)["signature"]
    with open(os.path.join(REGRESSIONS, name, "meta.json")) as fh:
        recorded = json.load(fh)["signature"]
    assert today != recorded
    out = _bundle(name, tmp_path / "bundle")
    for text in ((out / "repro.sh").read_text(), open(os.path.join(REGRESSIONS, name, "repro.sh")).read()):
        assert f"--expect {today}" in text and recorded not in text
