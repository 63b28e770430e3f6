"""Reproducers say one thing per exit status: 1 the same failure, 0 gone, 2 could not run or
failed differently (fuzz/findings/repro.py). Every test asserts the exact status.

The fast tests stand a fake torch-mlir-opt (or a fake torch_mlir package) in for the wheel;
the integration tests run the real one on a confirmed bug's IR
(corpus/regressions/roll-empty-dim-cat-canonicalize) and `irfuzz check --expect`.
"""

import json
import os
import shutil
import stat
import subprocess
import sys

import pytest

from conftest import ROOT
from fuzz.findings.repro import expected_crash_status, repro_command, run_repro_py, run_repro_sh
from fuzz.findings.rerun import write_repro_files
from oracles.verdict import Finding

REGRESSIONS = os.path.join(ROOT, "corpus", "regressions")
ROLL_EMPTY = os.path.join(REGRESSIONS, "roll-empty-dim-cat-canonicalize")
ROLL_SHIFT = os.path.join(REGRESSIONS, "roll-shift-larger-than-dim")
BINDIR = os.path.dirname(sys.executable)  # the wheel's torch-mlir-opt, irfuzz, python3
CLEAN_IR = """module {
  func.func @main(%arg0: !torch.vtensor<[0,2],f32>) -> !torch.vtensor<[0,2],f32> {
    return %arg0 : !torch.vtensor<[0,2],f32>
  }
}
"""


def _entry_finding(folder: str, **changes) -> Finding:
    """The Finding a corpus entry was written from (meta.json and its IR files)."""
    with open(os.path.join(folder, "meta.json")) as fh:
        meta = json.load(fh)
    with open(os.path.join(folder, "before.mlir")) as fh:
        before = fh.read()
    fields = dict(symptom=meta["symptom"], stage=meta["stage"], k=meta["k"], message=meta["message"],
                  pass_name=meta["pass"], pipeline=meta["pipeline"], before_ir=before,
                  single_pass=meta["reproducer_pipeline"], details=meta.get("details") or {},
                  signature=meta["signature"])
    fields.update(changes)
    return Finding(**fields)


def _write(tmp_path, finding: Finding, name: str = "f") -> str:
    folder = tmp_path / name
    folder.mkdir()
    write_repro_files(finding, str(folder))
    return str(folder)


def _sh(folder: str, path: str, **env) -> subprocess.CompletedProcess:
    # A small repro.sh needs irfuzz importable by the python3 on PATH (fuzz/findings/rerun.py):
    # these tests check what the script it renders does when a tool is missing.
    pythonpath = os.pathsep.join(p for p in (ROOT, os.environ.get("PYTHONPATH", "")) if p)
    return subprocess.run(["sh", "repro.sh"], cwd=folder, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PATH": path, "PYTHONPATH": pythonpath, **env})


def _py(folder: str, **env) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "repro.py"], cwd=folder, capture_output=True, text=True, timeout=300,
                          env={**os.environ, **env})


def _fake_opt(tmp_path, body: str) -> str:
    """A PATH whose torch-mlir-opt is a shell script (python3 and coreutils still found)."""
    fake = tmp_path / "fakebin"
    fake.mkdir(exist_ok=True)
    tool = fake / "torch-mlir-opt"
    tool.write_text("#!/bin/sh\n" + body + "\n")
    tool.chmod(tool.stat().st_mode | stat.S_IEXEC)
    return os.pathsep.join([str(fake), BINDIR, os.environ.get("PATH", "")])


def _tool_finding(symptom: str, message: str) -> Finding:
    return Finding(symptom=symptom, stage="pipeline", k=1, message=message, pass_name="canonicalize",
                   pipeline="builtin.module(canonicalize)", before_ir="module {}\n",
                   single_pass="builtin.module(canonicalize)")


# -- fast: the judging, with stand-ins for torch-mlir ------------------------------------------

def test_crash_status_comes_from_the_sandbox_message():
    assert expected_crash_status("native crash: worker killed by SIGSEGV (rc 139): Segmentation fault") == 139
    assert expected_crash_status("native crash: worker killed by signal 7") == 135
    assert expected_crash_status("native crash: worker exited with rc 3") == 3
    assert expected_crash_status("hang: worker killed after the time limit") is None


@pytest.mark.parametrize("message, want", [
    ("native crash: worker killed by SIGSEGV (rc 139): Segmentation fault", 1),  # the same signal
    ("native crash: worker killed by SIGABRT (rc 134): Assertion failed", 2),     # another one
])
def test_repro_sh_judges_a_crash_by_its_signal(tmp_path, message, want):
    path = _fake_opt(tmp_path, "kill -SEGV $$")
    done = _sh(_write(tmp_path, _tool_finding("crash", message)), path)
    assert done.returncode == want, done.stderr


@pytest.mark.parametrize("status, want", [(248, 1), (136, 1), (245, 2)])
def test_repro_sh_reads_a_python_wrappers_status_as_its_signal(tmp_path, status, want):
    # The venv's torch-mlir-opt is a Python script: a child killed by SIGFPE makes it exit
    # with -8, i.e. 248, where a shell says 136.
    path = _fake_opt(tmp_path, f"exit {status}")
    done = _sh(_write(tmp_path, _tool_finding("crash", "native crash: worker killed by SIGFPE (rc 136)")), path)
    assert done.returncode == want, done.stderr


@pytest.mark.parametrize("symptom, message, want", [
    ("timeout", "hang: worker killed after the time limit", 1),  # a hang was the finding
    ("pass-error", "some diagnostic", 2),                         # a hang is not this finding
])
def test_repro_sh_judges_a_hang(tmp_path, symptom, message, want):
    path = _fake_opt(tmp_path, "exec sleep 60")
    done = _sh(_write(tmp_path, _tool_finding(symptom, message)), path, IRFUZZ_REPRO_TIMEOUT="1")
    assert done.returncode == want, done.stderr


def test_repro_sh_without_a_diagnostic_or_with_an_odd_status_cannot_tell(tmp_path):
    folder = _write(tmp_path, _tool_finding("pass-error", "some diagnostic"))
    assert _sh(folder, _fake_opt(tmp_path, "exit 3")).returncode == 2
    assert _sh(folder, _fake_opt(tmp_path, "echo 'x.mlir:1:1: error: some diagnostic' >&2; exit 1")).returncode == 1
    assert _sh(folder, _fake_opt(tmp_path, "echo 'x.mlir:1:1: error: another one' >&2; exit 1")).returncode == 2
    assert _sh(folder, _fake_opt(tmp_path, "exit 0")).returncode == 0


def test_repro_sh_without_torch_mlir_opt_cannot_run(tmp_path):
    lonely = tmp_path / "bin"
    lonely.mkdir()
    os.symlink(sys.executable, lonely / "python3")
    path = os.pathsep.join([str(lonely), "/usr/bin", "/bin"])
    if shutil.which("torch-mlir-opt", path=path):
        pytest.skip("a torch-mlir-opt is installed system-wide")
    done = _sh(_write(tmp_path, _tool_finding("pass-error", "x")), path)
    assert done.returncode == 2 and "torch-mlir-opt not found" in done.stderr


def test_repro_sh_without_its_input_cannot_run(tmp_path):
    folder = _write(tmp_path, _tool_finding("pass-error", "x"))
    os.remove(os.path.join(folder, "before.mlir"))
    done = _sh(folder, _fake_opt(tmp_path, "echo 'error: x' >&2; exit 1"))
    assert done.returncode == 2 and "before.mlir is missing" in done.stderr


@pytest.mark.parametrize("package, want", [
    ("raise ImportError('no torch_mlir here')", "not importable"),
    ("import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)", "a native crash"),
])
def test_repro_py_maps_a_missing_or_crashing_torch_mlir_to_2(tmp_path, package, want):
    folder = _write(tmp_path, _tool_finding("pass-error", "x"))
    fake = tmp_path / "site" / "torch_mlir"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text(package + "\n")
    done = _py(folder, PYTHONPATH=os.pathsep.join([str(tmp_path / "site"), ROOT]))  # irfuzz still importable
    assert done.returncode == 2 and want in done.stderr, done.stderr


def test_run_repro_reports_the_status_and_reproduces_only_on_1(tmp_path):
    folder = tmp_path / "f"
    folder.mkdir()
    for rc in (0, 1, 2, 127):
        (folder / "repro.sh").write_text(f"exit {rc}\n")
        (folder / "repro.py").write_text(f"import sys\nsys.exit({rc})\n")
        for result in (run_repro_sh(str(folder)), run_repro_py(str(folder))):
            assert result["rc"] == rc and result["reproduces"] is (rc == 1), result
    (folder / "repro.sh").write_text("sleep 60\n")
    result = run_repro_sh(str(folder), timeout=2)
    assert result["rc"] is None and result["reproduces"] is False


def test_reproducers_run_under_the_worker_memory_limit(tmp_path, monkeypatch):
    """A campaign verifies repro.sh and repro.py beside its workers: what they start keeps the
    workers' address-space limit (a pass allocating without bound took 16 GiB of this 24 GiB
    machine before its abort when it did not)."""
    from oracles.processes import MEMORY_LIMIT_ENV

    folder = tmp_path / "f"
    folder.mkdir()
    # exit 1 (reproduces) exactly when the tool the script starts has a limit of 300 MiB
    (folder / "repro.sh").write_text('sh -c \'[ "$(ulimit -v)" = 307200 ]\' && exit 1; exit 0\n')
    (folder / "repro.py").write_text("import resource, sys\n"
                                     "sys.exit(1 if resource.getrlimit(resource.RLIMIT_AS)[0] == 300 << 20 else 0)\n")
    monkeypatch.setenv(MEMORY_LIMIT_ENV, "300")
    assert run_repro_sh(str(folder))["reproduces"] and run_repro_py(str(folder))["reproduces"]
    monkeypatch.setenv(MEMORY_LIMIT_ENV, "0")   # none
    assert run_repro_sh(str(folder))["rc"] == 0 and run_repro_py(str(folder))["rc"] == 0


def test_an_import_finding_is_reproduced_by_irfuzz_check_expect():
    """The importer's own failure has no pass pipeline to replay: irfuzz checks the program
    again (its repro.sh said "nothing reproduces it", exit 2, before)."""
    finding = Finding(symptom="import-error", stage="import", k=None, message="Verification failed")
    assert repro_command(finding, "intermediate", 7) == (
        f"irfuzz check program.json --erase intermediate --seed 7 --expect {finding.signature}")
    assert " --frontend onnx --expect " in repro_command(finding, frontend="onnx")


def test_a_numeric_finding_is_reproduced_by_irfuzz_check_expect(tmp_path):
    finding = _entry_finding(ROLL_SHIFT)
    assert repro_command(finding, "none", 0) == (
        f"irfuzz check program.json --erase none --seed 0 --executor refbackend --expect {finding.signature}")
    folder = _write(tmp_path, finding)
    assert not os.path.exists(os.path.join(folder, "repro.py"))  # numeric_repro.py writes that one
    shutil.copy(os.path.join(ROLL_SHIFT, "program.json"), folder)
    lonely = tmp_path / "empty"
    lonely.mkdir()
    done = _sh(folder, os.pathsep.join([str(lonely), "/usr/bin", "/bin"]))
    assert done.returncode == 2 and "irfuzz not found" in done.stderr
    # A traceback's exit 1 is not irfuzz saying "reproduced".
    fake = lonely / "irfuzz"
    fake.write_text("#!/bin/sh\necho 'Traceback (most recent call last):' >&2\nexit 1\n")
    fake.chmod(0o755)
    done = _sh(folder, os.pathsep.join([str(lonely), "/usr/bin", "/bin"]))
    assert done.returncode == 2, done.stderr


@pytest.mark.integration
def test_a_check_reproducer_verified_beside_a_shared_zygote_forks_from_a_copy_of_it(tmp_path, monkeypatch):
    """A campaign verifies `irfuzz check --expect` reproducers in fresh processes, given its
    shared zygote (fuzz/campaign/driver.py): each forks its worker from a copy of it instead of
    starting a zygote, and reproduces as it does alone."""
    from oracles.sandbox import SharedZygote
    from oracles.zygote import SHARED_ZYGOTE_ENV

    monkeypatch.delenv(SHARED_ZYGOTE_ENV, raising=False)   # not the test run's own
    folder = str(tmp_path / "entry")
    shutil.copytree(ROLL_SHIFT, folder)   # a corpus entry: its repro.sh runs `irfuzz check --expect`
    with SharedZygote() as shared:
        result = run_repro_sh(folder, env=shared.env())
        copies = shared.copies()
    assert (result["rc"], result["reproduces"]) == (1, True), result
    assert copies == 1


@pytest.mark.parametrize("error, want", [("internal", 2), ("bug", 2), (None, 3)])
def test_check_expect_turns_irfuzz_failures_into_2(monkeypatch, error, want):
    import fuzz.cli as cli
    from generators.errors import InternalError

    def broken(args):
        raise InternalError("planted") if error in ("internal", None) else KeyError("planted")

    monkeypatch.setattr(cli, "_check", broken)
    argv = ["check", os.path.join(ROLL_SHIFT, "program.json")]
    assert cli.main(argv + (["--expect", "mismatch-eager-338a348b3aa3"] if error else [])) == want


@pytest.mark.parametrize("signature", ["nonsense", "made-up-symptom-338a348b3aa3", "mismatch-eager-338a"])
def test_check_expect_rejects_what_is_not_a_signature(signature):
    import fuzz.cli as cli

    assert cli.main(["check", os.path.join(ROLL_SHIFT, "program.json"), "--expect", signature]) == 2


# -- integration: the real torch-mlir ---------------------------------------------------------

@pytest.mark.integration
def test_a_real_pass_level_finding_reproduces_with_1(tmp_path):
    folder = _write(tmp_path, _entry_finding(ROLL_EMPTY))
    path = os.pathsep.join([BINDIR, os.environ["PATH"]])
    done = _py(folder)
    assert done.returncode == 1 and "REPRODUCED: 'tensor.concat' op requires at least one input" in done.stderr
    done = _sh(folder, path)
    assert done.returncode == 1 and "repro.sh: REPRODUCED" in done.stderr, done.stderr
    assert "torch-mlir-opt -pass-pipeline=" in open(os.path.join(folder, "repro.sh")).read()
    result = run_repro_sh(folder)
    assert (result["rc"], result["reproduces"]) == (1, True), result
    # A broken input is "could not run", never "reproduced"; both scripts read the folder's before.mlir.
    with open(os.path.join(folder, "before.mlir"), "w") as fh:
        fh.write("this is not MLIR\n")
    done = _sh(folder, path)
    assert done.returncode == 2 and "a different failure" in done.stderr, done.stderr
    done = _py(folder)
    assert done.returncode == 2 and "does not load" in done.stderr, done.stderr


@pytest.mark.integration
def test_fixed_different_and_unparsable(tmp_path):
    path = os.pathsep.join([BINDIR, os.environ["PATH"]])
    fixed = _write(tmp_path, _entry_finding(ROLL_EMPTY, before_ir=CLEAN_IR), "fixed")
    assert _py(fixed).returncode == 0 and _sh(fixed, path).returncode == 0
    other = _write(tmp_path, _entry_finding(ROLL_EMPTY, message="'tensor.concat' op something else entirely"),
                   "other")
    assert _py(other).returncode == 2 and _sh(other, path).returncode == 2
    garbage = _write(tmp_path, _entry_finding(ROLL_EMPTY, before_ir="garbage {\n"), "garbage")
    done = _py(garbage)
    assert done.returncode == 2 and "does not load" in done.stderr, done.stderr
    assert _sh(garbage, path).returncode == 2


@pytest.mark.integration
def test_repro_py_parses_ir_with_torch_c(tmp_path):
    """IR captured mid-lowering holds torch_c ops: repro.py loads the dialect first."""
    folder = _write(tmp_path, _entry_finding(os.path.join(REGRESSIONS, "uint8-literal-canonicalize-lowering")))
    done = _py(folder)
    assert done.returncode == 1 and "REPRODUCED" in done.stderr, done.stderr


@pytest.mark.integration
@pytest.mark.parametrize("ir, want", [
    ("func.func @f() -> i32 {\n  %a = arith.constant 1 : i32\n  %b = arith.addi %a, %a : i32\n"
     "  return %b : i32\n}\n", 1),                                            # canonicalize still folds
    ("func.func @f() -> i32 {\n  %c = arith.constant 2 : i32\n  return %c : i32\n}\n", 0),  # a fixpoint
])
def test_non_convergence_reproduces_while_the_pipeline_changes_the_ir(tmp_path, ir, want):
    finding = Finding(symptom="non-convergence", stage="pipeline", k=4, message="IR still changes",
                      pipeline="builtin.module(canonicalize)", before_ir=ir, stage_input_ir=ir)
    folder = _write(tmp_path, finding)
    done = _sh(folder, os.pathsep.join([BINDIR, os.environ["PATH"]]))
    assert done.returncode == want, done.stderr


@pytest.mark.integration
def test_check_expect_exit_statuses(irfuzz, tmp_path):
    program = os.path.join(ROLL_SHIFT, "program.json")
    with open(os.path.join(ROLL_SHIFT, "expected.json")) as fh:  # today's signature (meta.json: when found)
        signature = json.load(fh)["signature"]
    done = irfuzz("check", program, "--expect", signature)
    assert done.returncode == 1 and "irfuzz check: REPRODUCED" in done.stderr, done.stdout + done.stderr
    done = irfuzz("check", program, "--expect", "verifier-error-669914649e1f")  # other findings instead
    assert done.returncode == 2 and "a different failure" in done.stderr, done.stdout + done.stderr
    clean = tmp_path / "clean.json"
    with open(program) as fh:
        clean.write_text(fh.read().replace('"shifts": [6]', '"shifts": [1]'))
    done = irfuzz("check", str(clean), "--expect", signature)
    assert done.returncode == 0 and "fixed?" in done.stderr, done.stdout + done.stderr
    done = irfuzz("check", str(tmp_path / "missing.json"), "--expect", signature)
    assert done.returncode == 2


def test_irfuzz_rerun_runs_a_folders_reproducer_from_its_own_record_and_cannot_run_without_one(irfuzz, tmp_path):
    # uint8-literal-canonicalize-lowering: canonicalize folds a uint8 literal into an si8 one (open).
    entry = os.path.join(ROOT, "corpus", "regressions", "uint8-literal-canonicalize-lowering")
    bindir = os.path.dirname(sys.executable)   # torch-mlir-opt beside this Python
    path = {"PATH": bindir + os.pathsep + os.environ["PATH"]}
    done = irfuzz("rerun", entry, "--script", "repro.py", env=path)
    assert done.returncode == 1, done.stderr[-2000:]
    missing = irfuzz("rerun", str(tmp_path), env=path)
    assert missing.returncode == 2 and "cannot run" in missing.stderr, missing.stderr[-2000:]
