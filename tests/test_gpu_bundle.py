"""GPU bundles: compile here, run elsewhere. The whole path runs in CI with IREE's `local-task`
driver on the llvm-cpu artifacts; the CUDA compile path is checked here (artifacts hold PTX
for sm_80); tests that need a GPU are marked `gpu` and skip where torch sees none."""

from __future__ import annotations

import filecmp
import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

IREE_MISSING = "GPU bundles need the [iree] extra: pip install iree-base-compiler iree-base-runtime"
pytest.importorskip("iree.compiler", reason=IREE_MISSING)
pytest.importorskip("iree.runtime", reason=IREE_MISSING)

import torch  # noqa: E402

from conftest import ROOT, run_irfuzz  # noqa: E402
from fuzz.gpu import gpu_run  # noqa: E402

pytestmark = pytest.mark.integration
NO_GPU = "needs a CUDA GPU: torch.cuda.is_available() is false here (run fuzz/gpu/gpu_check.sh on a GPU machine)"
DATA = os.path.join(ROOT, "tests", "data")
PROGRAMS = [os.path.join(DATA, "gpu_mixed.json"), os.path.join(DATA, "gpu_dynamic.json"),
            os.path.join(ROOT, "corpus", "regressions", "roll-shift-larger-than-dim", "program.json")]
NAMES = ["0000-gpu_mixed", "0001-gpu_dynamic", "0002-roll-shift-larger-than-dim"]

# Runs a script as the GPU machine would: torch-mlir, the IREE compiler and irfuzz's own
# packages cannot be imported; every attempt is reported on stderr. The runner's worker
# processes get the same blocker (as sitecustomize.py).
BLOCKER = r"""
import importlib.abc, sys
BLOCKED = ("torch_mlir", "generators", "oracles", "fuzz", "iree.compiler")
class Blocker(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if any(name == b or name.startswith(b + ".") for b in BLOCKED):
            print(f"BLOCKED IMPORT {name}", file=sys.stderr)
            raise ImportError(f"{name} is not installed on the GPU machine")
        return None
sys.meta_path.insert(0, Blocker())
for name in list(sys.modules):
    if any(name == b or name.startswith(b + ".") for b in BLOCKED):
        del sys.modules[name]
"""
BLOCKED_RUN = BLOCKER + r"""
import runpy
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def run_blocked(script: str, *args: str, cwd: str) -> subprocess.CompletedProcess:
    site = os.path.join(cwd, "blocked-site")
    os.makedirs(site, exist_ok=True)
    with open(os.path.join(site, "sitecustomize.py"), "w") as fh:
        fh.write(BLOCKER)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = site
    return subprocess.run([sys.executable, "-c", BLOCKED_RUN, script, *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    out = str(tmp_path_factory.mktemp("gpu") / "bundle")
    done = run_irfuzz("gpu-bundle", "--out", out, "--erase", "none", "--jobs", "2", *PROGRAMS)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "3 program(s) bundled, 0 skipped" in done.stdout, done.stdout
    return out


def load_manifest(bundle: str, name: str) -> dict:
    with open(os.path.join(bundle, name, "manifest.json")) as fh:
        return json.load(fh)


def test_bundle_layout_cuda_and_cpu_artifacts(bundle):
    with open(os.path.join(bundle, "bundle.json")) as fh:
        index = json.load(fh)
    assert index["programs"] == NAMES
    assert index["compile_flags"]["cuda"][:2] == ["--iree-hal-target-backends=cuda", "--iree-cuda-target=sm_80"]
    runner = os.path.join(ROOT, "fuzz", "gpu", "gpu_run.py")
    assert filecmp.cmp(os.path.join(bundle, "gpu_run.py"), runner, shallow=False)
    # The comparison rules and the catalog's aten calls travel verbatim beside the runner.
    for name, original in (("compare.py", ("oracles", "compare.py")), ("calls.py", ("generators", "calls.py"))):
        assert filecmp.cmp(os.path.join(bundle, name), os.path.join(ROOT, *original), shallow=False), name
    assert (index["compare"], index["calls"]) == ("compare.py", "calls.py")
    ptx = set()
    for name in NAMES:
        manifest = load_manifest(bundle, name)
        assert manifest["format"] == gpu_run.FORMAT
        assert all(e["linalg"] for e in manifest["per_k"]), manifest["per_k"]  # every k lowered
        program = json.load(open(os.path.join(bundle, name, "program.json")))
        assert sorted(manifest["calls"]) == sorted(n["name"] for n in program["nodes"])  # one aten call per node
        for art in manifest["artifacts"].values():
            with open(os.path.join(bundle, name, art["mlir"])) as fh:
                assert "func.func @main" in fh.read()
            with open(os.path.join(bundle, name, art["cuda"]["vmfb"]), "rb") as fh:
                if b".target sm_80" in fh.read():  # PTX the driver JIT-compiles for newer GPUs
                    ptx.add(name)  # (pure data movement may compile to copies, without kernels)
            assert os.path.getsize(os.path.join(bundle, name, art["llvm-cpu"]["vmfb"])) > 0
            assert art["cpu_results"] == "ok"
            assert art["cuda"]["signature"] == art["llvm-cpu"]["signature"]
    assert "0000-gpu_mixed" in ptx
    dynamic = load_manifest(bundle, "0001-gpu_dynamic")
    (art,) = dynamic["artifacts"].values()
    assert art["cuda"]["signature"]["inputs"][0] == {"shape": [None, 3], "element": "f64"}


def test_bundle_rules_and_tensors_match_the_oracle(bundle):
    from generators.eager import make_inputs, run_eager
    from generators.program import Program
    from oracles.numerics import rules_for_program

    manifest = load_manifest(bundle, "0000-gpu_mixed")
    with open(PROGRAMS[0]) as fh:
        program = Program.from_json(fh.read())
    rules = rules_for_program(program)
    assert [o["rule"]["kind"] for o in manifest["outputs"]] == [r.kind.value for r in rules]
    assert [o["rule"]["kind"] for o in manifest["outputs"]] == [
        "exact", "exact", "exact", "inexact", "random", "exact", "exact", "undefined"]
    assert manifest["outputs"][4]["rule"] == {"kind": "random", "source": "aten.rand_like", "range": [0.0, 1.0],
                                              "distribution": "uniform01", "nan": "any"}
    assert [o["rule"]["nan"] for o in manifest["outputs"]] == [r.nan for r in rules] == [
        "bits", "bits", "bits", "any", "any", "any", "any", "any"]  # moved, moved, filled; the rest computed
    tensors = torch.load(os.path.join(bundle, "0000-gpu_mixed", "tensors.pt"), weights_only=True)
    inputs = make_inputs(program, manifest["input_seed"])
    for got, want in zip(tensors["inputs"], inputs):
        assert gpu_run.compare_bits(0, want, got) is None
    torch.manual_seed(0)
    eager = run_eager(program, inputs)
    for i in (0, 1, 2, 5, 6):
        assert gpu_run.compare_bits(i, eager[i], tensors["eager"][i]) is None
    assert set(tensors["cpu"]) == set(manifest["artifacts"])


def read_verdict(out: str, name: str) -> dict:
    with open(os.path.join(out, f"{name}.verdict.json")) as fh:
        return json.load(fh)


def test_runner_on_local_task_without_torch_mlir_or_irfuzz(bundle, tmp_path):
    out = str(tmp_path / "results")
    done = run_blocked(os.path.join(bundle, "gpu_run.py"), bundle, "--driver", "local-task", "--out", out,
                       cwd=str(tmp_path))
    assert "BLOCKED IMPORT" not in done.stderr, done.stderr[-3000:]
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]  # the regression is a finding
    for name in NAMES[:2]:
        verdict = read_verdict(out, name)
        assert verdict["status"] == "ok", verdict
        assert [k["run"] for k in verdict["per_k"]] == ["ok"] * 4
    roll = read_verdict(out, NAMES[2])
    symptoms = {(f["symptom"], f["also_on_cpu"]) for f in roll["findings"]}
    assert symptoms == {("mismatch-eager", True)}, roll["findings"]
    assert roll["findings"][0]["key"] == "mismatch-eager: bits mismatch on an output of aten.roll (exact, float)"
    with open(os.path.join(out, "summary.json")) as fh:
        summary = json.load(fh)
    cats = summary["categories"]
    assert cats["compiled_vs_eager"]["programs"] == [NAMES[2]]
    assert cats["device_vs_cpu"]["count"] == 0 and cats["k_vs_k1"]["count"] == 0
    assert summary["status_counts"] == {"ok": 2, "finding": 1}
    with open(os.path.join(out, "summary.txt")) as fh:
        text = fh.read()
    assert "GPU differs from CPU (mismatch-device): 0" in text
    assert "compiled differs from eager on the device (mismatch-eager): " in text


class PerturbingDevice:
    """The real local-task device, except that an artifact whose bytes end in b"PERTURB" runs
    as the artifact without the suffix and then has output `index` changed: a later IR_k that
    computes different numbers, without needing a compiler bug to make one."""

    def __init__(self, output: int, value: float) -> None:
        self.real = gpu_run.Device("local-task")
        self.driver = "local-task"
        self.output, self.value = output, value

    def invoke(self, vmfb: bytes, signature: dict, inputs: list) -> list:
        if not vmfb.endswith(b"PERTURB"):
            return self.real.invoke(vmfb, signature, inputs)
        results = self.real.invoke(vmfb[: -len(b"PERTURB")], signature, inputs)
        results[self.output] = results[self.output].clone()
        results[self.output].view(-1)[0] = self.value
        return results


def with_perturbed_later_k(bundle: str, tmp_path) -> str:
    """A copy of the mixed program whose k >= 2 run a second artifact (the k=1 one + suffix)."""
    folder = str(tmp_path / "0000-gpu_mixed")
    shutil.copytree(os.path.join(bundle, "0000-gpu_mixed"), folder)
    manifest = load_manifest(str(tmp_path), "0000-gpu_mixed")
    first = manifest["per_k"][0]["linalg"]
    art = json.loads(json.dumps(manifest["artifacts"][first]))
    with open(os.path.join(folder, art["llvm-cpu"]["vmfb"]), "rb") as fh:
        vmfb = fh.read()
    art["llvm-cpu"]["vmfb"] = "llvm-cpu/later.vmfb"
    with open(os.path.join(folder, art["llvm-cpu"]["vmfb"]), "wb") as fh:
        fh.write(vmfb + b"PERTURB")
    manifest["artifacts"] = {first: dict(manifest["artifacts"][first], ks=[1]), "later": dict(art, ks=[2, 3, 4])}
    for entry in manifest["per_k"]:
        entry["linalg"] = first if entry["k"] == 1 else "later"
    with open(os.path.join(folder, "manifest.json"), "w") as fh:
        json.dump(manifest, fh)
    tensors = torch.load(os.path.join(folder, "tensors.pt"), weights_only=True)
    tensors["cpu"] = {"later": tensors["cpu"][first], first: tensors["cpu"][first]}
    torch.save(tensors, os.path.join(folder, "tensors.pt"))
    return folder


def test_device_results_that_change_with_k_are_found_in_each_category(bundle, tmp_path):
    folder = with_perturbed_later_k(bundle, tmp_path)
    verdict = gpu_run.ProgramRun(folder, PerturbingDevice(0, 12345.0), "llvm-cpu", "cpu", True).run()
    found = {(f["symptom"], f["k"]) for f in verdict["findings"]}
    # IR_1 vs IR_2 on the device; IR_2 on the device vs IR_2 on the CPU; IR_2 vs eager.
    assert found == {("mismatch-k", 1), ("mismatch-device", 2), ("mismatch-eager", 2)}, verdict["findings"]
    eager = next(f for f in verdict["findings"] if f["symptom"] == "mismatch-eager")
    assert eager["also_on_cpu"] is False and eager["mismatch"]["actual"] == "12345.0"
    assert verdict["status"] == "finding"


def test_random_outputs_that_change_with_k_are_the_lower_confidence_symptom(bundle, tmp_path):
    folder = with_perturbed_later_k(bundle, tmp_path)
    # Output 4 is rand_like: a different draw inside [0, 1] is no eager or device mismatch.
    verdict = gpu_run.ProgramRun(folder, PerturbingDevice(4, 0.25), "llvm-cpu", "cpu", True).run()
    assert [(f["symptom"], f["k"]) for f in verdict["findings"]] == [("mismatch-k-rng", 1)], verdict["findings"]
    # Outside its range it is a compiled-vs-eager mismatch too (rule `range`).
    verdict = gpu_run.ProgramRun(folder, PerturbingDevice(4, 7.0), "llvm-cpu", "cpu", True).run()
    rules = {(f["symptom"], f.get("mismatch", {}).get("rule")) for f in verdict["findings"]}
    assert rules == {("mismatch-k-rng", "bits"), ("mismatch-eager", "range")}, verdict["findings"]


def test_flushed_subnormals_are_a_limit_only_where_the_executor_flushes(bundle):
    run = gpu_run.ProgramRun(os.path.join(bundle, "0000-gpu_mixed"), PerturbingDevice(0, 0.0), "llvm-cpu", "cpu",
                             True)
    sub = torch.finfo(torch.float32).smallest_normal / 4
    eager = [torch.tensor([[sub, 1.0]]), torch.tensor([[2.0, 3.0]])]  # outputs 0 and 1 are exact float32
    flushed = [torch.tensor([[0.0, 1.0]]), torch.tensor([[2.0, 3.0]])]
    assert run._compare(eager, flushed, gpu_run.compare_to_eager, False, True) == (
        None, ["output 0: subnormals flushed to zero by the executor"])
    # A limit on one output does not hide a real mismatch on the next.
    wrong = [flushed[0], torch.tensor([[2.0, 4.0]])]
    m, limits = run._compare(eager, wrong, gpu_run.compare_to_eager, False, True)
    assert m["output"] == 1 and m["rule"] == "bits" and len(limits) == 1
    # CUDA keeps subnormals: the same difference is a mismatch there.
    m, limits = run._compare(eager, flushed, gpu_run.compare_to_eager, False, False)
    assert m["output"] == 0 and limits == []
    # Device vs CPU compiled, where the CPU side flushed: a limit of iree-cpu.
    assert run._compare(flushed, eager, gpu_run.compare_compiled, True, False) == (
        None, ["output 0: subnormals flushed to zero by the CPU executor (iree-cpu)"])


def test_tampered_cpu_results_make_the_device_differ_from_cpu(bundle, tmp_path):
    copy = str(tmp_path / "bundle")
    shutil.copytree(bundle, copy, ignore=shutil.ignore_patterns("results"))
    path = os.path.join(copy, "0000-gpu_mixed", "tensors.pt")
    tensors = torch.load(path, weights_only=True)
    for results in tensors["cpu"].values():
        results[0] = results[0].clone()
        results[0].view(-1)[0] = 12345.0  # output 0 is an exact slice
    torch.save(tensors, path)
    out = str(tmp_path / "results")
    assert gpu_run.main([copy, "--driver", "local-task", "--out", out, "--only", "0000-gpu_mixed", "--quiet"]) == 1
    verdict = read_verdict(out, "0000-gpu_mixed")
    assert {f["symptom"] for f in verdict["findings"]} == {"mismatch-device"}, verdict["findings"]
    finding = verdict["findings"][0]
    assert finding["category"] == "device_vs_cpu" and finding["mismatch"]["expected"] == "12345.0"
    with open(os.path.join(out, "summary.json")) as fh:
        assert json.load(fh)["categories"]["device_vs_cpu"]["programs"] == ["0000-gpu_mixed"]


def essence(verdict: dict) -> tuple:
    """What "the same verdict" means: status, each k's run, and the findings' symptoms and keys."""
    return (verdict["status"], [(k["k"], k["run"]) for k in verdict["per_k"]],
            sorted((f["symptom"], f["k"], f["key"]) for f in verdict["findings"]))


def test_a_broken_device_does_not_change_the_next_programs_verdict(bundle, tmp_path, monkeypatch):
    """The first GPU run's cascade, injected on local-task: NAMES[0]'s first invocation fails as
    the CUDA HAL did and leaves the device broken. In one process the next program fails too;
    the runner gives it the verdict it gets alone."""
    alone = str(tmp_path / "alone")
    gpu_run.main([bundle, "--driver", "local-task", "--out", alone, "--programs-per-process", "1", "--quiet"])
    for name in NAMES:
        assert read_verdict(alone, name)["process"] == {"fresh": True}  # each alone in its process
    monkeypatch.setenv("IRFUZZ_GPU_FAULT", f"poison@{NAMES[0]}")
    device = gpu_run.Device("local-task")  # without isolation: one device for both
    first = gpu_run.run_one(bundle, NAMES[0], device, "local-task", "cpu", None)
    cascade = gpu_run.run_one(bundle, NAMES[1], device, "local-task", "cpu", None)
    assert {f["symptom"] for f in first["findings"]} == {"run-error"}
    assert "Failed to allocate buffer copy" in cascade["findings"][0]["message"], cascade  # the fault cascades
    out = str(tmp_path / "batch")
    assert gpu_run.main([bundle, "--driver", "local-task", "--out", out, "--jobs", "1", "--quiet"]) == 1
    for name in NAMES[1:]:
        assert essence(read_verdict(out, name)) == essence(read_verdict(alone, name)), name
    assert essence(read_verdict(alone, NAMES[1]))[0] == "ok"
    poisoned = read_verdict(out, NAMES[0])
    assert [f["cause"]["class"] for f in poisoned["findings"]] == ["iree-device-runtime"] * len(poisoned["findings"])
    # IREE's finding comes with what its maintainers ask for: the flags and the run line, runnable.
    script = poisoned["findings"][0]["cause"]["repro"]["script"]
    with open(script) as fh:
        text = fh.read()
    assert "iree-compile k1.mlir --iree-hal-target-backends=llvm-cpu" in text
    assert "iree-run-module --device=local-task --module=0000-gpu_mixed-k1.vmfb --function=main " \
           "--input=3x4xf32=@input0.bin" in text
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    done = subprocess.run(["sh", script], capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0 and "EXEC @main" in done.stdout, done.stdout[-2000:] + done.stderr[-2000:]


def test_a_failure_after_other_programs_is_confirmed_alone(bundle, tmp_path, monkeypatch):
    """NAMES[1] fails in a process that ran NAMES[0] first: it runs again first in a fresh process,
    and that verdict is kept, with the first one beside it."""
    monkeypatch.setenv("IRFUZZ_GPU_FAULT", f"poison@{NAMES[1]}")
    out = str(tmp_path / "results")
    assert gpu_run.main([bundle, "--driver", "local-task", "--out", out, "--jobs", "1", "--quiet",
                         "--only", NAMES[0], NAMES[1]]) == 1
    verdict = read_verdict(out, NAMES[1])
    assert verdict["process"]["fresh"] is True and verdict["process"]["changed_alone"] is False
    assert verdict["process"]["first_run"]["symptoms"] == ["run-error"]
    assert read_verdict(out, NAMES[0])["process"] == {"fresh": True}
    with open(os.path.join(out, "summary.json")) as fh:
        assert json.load(fh)["isolation"] == {"rerun_alone": 1, "verdict_changed_alone": 0}


def test_a_hung_program_is_killed_and_a_stopped_run_resumes(bundle, tmp_path):
    out = str(tmp_path / "results")
    env = dict(os.environ, IRFUZZ_GPU_FAULT=f"hang@{NAMES[1]}", PYTHONPATH=ROOT)
    args = [sys.executable, gpu_run.__file__, bundle, "--driver", "local-task", "--out", out, "--jobs", "1",
            "--quiet", "--only", NAMES[0], NAMES[1]]
    # SIGTERM (an outer timeout) while NAMES[1] hangs: not its fault, it runs again on --resume.
    proc = subprocess.Popen(args, env=env)
    running = os.path.join(out, f"{NAMES[1]}.running")
    for _ in range(600):
        if os.path.exists(running):
            break
        time.sleep(0.2)
    with open(running) as fh:
        worker = int(fh.read())
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=60) == gpu_run.EXIT_STOPPED
    assert not os.path.exists(running) and not os.path.exists(os.path.join(out, f"{NAMES[1]}.verdict.json"))
    with pytest.raises(ProcessLookupError):
        os.kill(worker, 0)  # the hung worker went with the runner
    with open(os.path.join(out, "summary.json")) as fh:
        summary = json.load(fh)
    assert summary["interrupted"] is True and summary["status_counts"] == {"ok": 1}
    # With a per-program timeout the hang is the program's finding and the run goes on.
    done = subprocess.run(args + ["--resume", "--timeout", "5"], env=env, timeout=300)
    assert done.returncode == 1
    hung = read_verdict(out, NAMES[1])
    assert [(f["symptom"], f["cause"]["class"]) for f in hung["findings"]] == [("hang", "process-hang")]
    assert read_verdict(out, NAMES[0])["status"] == "ok"


def test_resume_records_a_program_that_killed_the_runner_as_a_crash(bundle, tmp_path):
    out = str(tmp_path / "results")
    os.makedirs(out)
    with open(os.path.join(out, f"{NAMES[1]}.running"), "w") as fh:
        fh.write("4242")
    code = gpu_run.main([bundle, "--driver", "local-task", "--out", out, "--resume", "--quiet",
                         "--only", NAMES[0], NAMES[1]])
    assert code == 1
    crashed = read_verdict(out, NAMES[1])
    assert [f["symptom"] for f in crashed["findings"]] == ["crash"]
    assert not os.path.exists(os.path.join(out, f"{NAMES[1]}.running"))
    assert read_verdict(out, NAMES[0])["status"] == "ok"
    with open(os.path.join(out, "summary.json")) as fh:
        assert json.load(fh)["categories"]["device_error"]["programs"] == [NAMES[1]]


def test_no_cuda_device_is_an_executor_limit_not_a_finding(bundle, tmp_path):
    if torch.cuda.is_available():
        pytest.skip("a CUDA device is present")
    out = str(tmp_path / "results")
    assert gpu_run.main([bundle, "--driver", "cuda", "--torch-device", "cpu", "--out", out, "--quiet"]) == 2
    with open(os.path.join(out, "summary.json")) as fh:
        error = json.load(fh)["error"]
    assert error.startswith("executor limit: IREE runtime driver 'cuda' has no device here"), error


def test_gpu_check_script_runs_the_bundle_and_records_a_crash_without_stopping(bundle, tmp_path):
    out = str(tmp_path / "out")
    env = dict(os.environ, OUT=out, PYTHON=sys.executable, DRIVER="local-task", LOCAL_CHECK="0",
               IRFUZZ_GPU_FAULT=f"segv@{NAMES[1]}")
    check_script = os.path.join(ROOT, "fuzz", "gpu", "gpu_check.sh")
    done = subprocess.run(["bash", check_script, bundle], cwd=str(tmp_path), env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]
    assert os.path.exists(os.path.join(out, "machine.txt"))
    with open(os.path.join(out, "results", "summary.json")) as fh:
        summary = json.load(fh)
    assert summary["status_counts"] == {"ok": 1, "finding": 2}
    assert summary["categories"]["device_error"]["programs"] == [NAMES[1]]  # the crash, recorded by the pool
    assert summary["causes"]["process-crash"]["programs"] == [NAMES[1]]
    assert summary["categories"]["compiled_vs_eager"]["programs"] == [NAMES[2]]
    crashed = read_verdict(os.path.join(out, "results"), NAMES[1])
    assert "killed by SIGSEGV" in crashed["findings"][0]["message"], crashed
    assert os.listdir(os.path.join(out, "results", "logs"))  # the crashed process's stderr is kept
    with open(os.path.join(out, "gpu_check.log")) as fh:
        log = fh.read()
    assert "drivers" in log and "resuming" not in log  # one attempt: the runner itself never died


def test_gpu_bundle_usage_errors(bundle, tmp_path):
    done = run_irfuzz("gpu-bundle", "--out", bundle, PROGRAMS[0])
    assert done.returncode == 2 and "not empty" in done.stderr
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    done = run_irfuzz("gpu-bundle", "--out", str(tmp_path / "b"), str(bad))
    assert done.returncode == 2 and "not a Program JSON" in done.stderr


# -- the runner's embedded pieces agree with irfuzz's own --------------------------------------


def test_runner_eager_matches_generators_eager():
    from generators.catalog import get_op
    from generators.eager import make_inputs, run_eager
    from generators.generate import program_from_seed
    from generators.taint import is_tainted, taint

    checked = 0
    for seed in range(40):
        program = program_from_seed(seed)
        inputs = make_inputs(program, seed)
        torch.manual_seed(0)
        want = run_eager(program, inputs)
        calls = {n.name: get_op(n.op).call(n.attrs) for n in program.nodes}  # what a manifest holds
        got = gpu_run.run_program_eagerly(program.to_dict(), calls, inputs, "cpu")
        kinds = taint(program)
        for i, (name, w, g) in enumerate(zip(program.outputs, want, got)):
            if is_tainted(kinds[name]):
                assert gpu_run.same_type(i, w, g) is None
            else:
                assert gpu_run.compare_bits(i, w, g) is None, (seed, name)
                checked += 1
    assert checked > 40


def _cases():
    f = torch.tensor([1.0, float("nan"), -0.0, 2.5])
    tiny = torch.finfo(torch.float32).smallest_normal / 4
    flipped = f.clone()
    flipped.view(torch.int32)[1] ^= -0x80000000                           # the NaN's sign bit
    return [
        (f, f.clone(), "exact"),
        (f, torch.tensor([1.0, float("nan"), 0.0, 2.5]), "exact"),           # -0.0 vs 0.0
        (f, torch.tensor([1.0, float("nan"), -0.0, 2.5], dtype=torch.float64), "exact"),
        (f, f[:3], "exact"),
        (f, flipped, "exact"),
        (f, torch.tensor([1.0, float("nan"), -0.0, 2.5000002]), "inexact"),
        (f, torch.tensor([1.0, float("nan"), -0.0, 2.6]), "inexact"),
        (torch.rand(8), torch.rand(8), "random"),
        (torch.rand(8), torch.rand(8) + 1.5, "random"),
        (torch.rand(2000), torch.rand(2000) * 0.5, "random"),               # mean far from 0.5
        (torch.empty(3), torch.empty(3), "undefined"),
        (torch.empty(3), torch.empty(4), "undefined"),
        (torch.tensor([tiny, 1.0]), torch.tensor([0.0, 1.0]), "exact"),
        (torch.tensor([255], dtype=torch.uint8), torch.tensor([255], dtype=torch.uint8), "exact"),
    ]


def test_runner_judges_with_oracles_compare_under_the_manifest_rule():
    """The runner re-types no rule: it loads oracles/compare.py (here the original; in a bundle
    the copy beside it) and passes each manifest rule's kind, range, distribution and NaN policy."""
    from generators.catalog import Values
    from oracles import compare

    assert os.path.samefile(gpu_run.compare_rules().__file__, compare.__file__)
    with open(gpu_run.__file__) as fh:
        source = fh.read()
    assert "assert_close" not in source and "def _bits" not in source and "STATISTICS_SIGMAS" not in source
    for nan in ("bits", "any"):
        for expected, actual, kind in _cases():
            random = kind == "random"
            theirs = compare.compare_to_eager(0, expected, actual, Values(kind), (0.0, 1.0) if random else None,
                                              "uniform01" if random else None, nan)
            ours = gpu_run.compare_to_eager(0, expected, actual, {
                "kind": kind, "range": [0.0, 1.0] if random else None,
                "distribution": "uniform01" if random else None, "nan": nan})
            assert (theirs is None) == (ours is None), (expected, actual, kind, theirs, ours)
            if theirs is not None:
                assert theirs.to_dict() == ours, (theirs, ours)
            assert compare.only_flushed_denormals(expected, actual) == gpu_run.only_flushed_denormals(
                expected, actual)
    assert sum(gpu_run.only_flushed_denormals(e, a) for e, a, _ in _cases()) == 1
    f, flipped = _cases()[4][:2]
    assert gpu_run.compare_to_eager(0, f, flipped, {"kind": "exact", "nan": "bits"})["index"] == [1]
    assert gpu_run.compare_to_eager(0, f, flipped, {"kind": "exact", "nan": "any"}) is None
    assert gpu_run.compare_to_eager(0, f, flipped, {"kind": "exact"}) is None  # older manifests: NaN bits undefined


@pytest.mark.parametrize("missing", ["compare.py", "calls.py"])
def test_runner_without_its_copies_of_irfuzz_modules_cannot_run(bundle, tmp_path, missing):
    lone = tmp_path / "lone"
    shutil.copytree(bundle, lone, ignore=shutil.ignore_patterns(missing, "wheels"))
    done = run_blocked(str(lone / "gpu_run.py"), str(lone), "--driver", "local-task", cwd=str(tmp_path))
    assert done.returncode == 2, done.stdout[-2000:] + done.stderr[-2000:]
    assert missing in done.stderr and "BLOCKED IMPORT" not in done.stderr, done.stderr[-2000:]


# -- the iree-cuda executor ------------------------------------------------------------------

LINALG = None


def linalg_text() -> str:
    global LINALG
    if LINALG is None:
        import torch_mlir.fx as torch_mlir_fx

        class RollCat(torch.nn.Module):
            def forward(self, x):
                return torch.roll(x, 1, 0), torch.cat([x[:, 2:], x[:, :2]], 1)

        LINALG = str(torch_mlir_fx.export_and_import(RollCat(), torch.zeros(3, 4, dtype=torch.bfloat16),
                                                      output_type="linalg-on-tensors"))
    return LINALG


def test_iree_cuda_is_registered_and_compiles_ptx_for_sm80():
    from oracles.executors import BUILTIN_EXECUTORS, ExecutorLimit, executor_names, get_executor

    assert BUILTIN_EXECUTORS["iree-cuda"] == "iree.runtime" and "iree-cuda" in executor_names()
    executor = get_executor("iree-cuda")
    assert executor.name == "iree-cuda" and executor.flushes_denormals is False
    vmfb = executor.compile(linalg_text())
    assert b".target sm_80" in vmfb and b".ftz" not in vmfb
    with pytest.raises(ExecutorLimit, match=r"^iree-cuda: .*unranked"):
        executor.compile("func.func @main(%a: tensor<*xf32>) -> tensor<*xf32> { return %a : tensor<*xf32> }")
    if not torch.cuda.is_available():
        with pytest.raises(ExecutorLimit, match=r"^iree-cuda: no CUDA device here"):
            executor.load(vmfb)


def test_result_read_back_through_a_staging_buffer():
    """CUDA result buffers are device-local: both the executor and the runner copy them through
    a host staging buffer. Exercised here on local-task, where mapping would also work."""
    from oracles.executors import get_executor
    from oracles.executors.iree_cpu import hal_device
    from oracles.executors.iree_cuda import IreeCudaInvoker, copy_to_host

    x = torch.randn(3, 4).to(torch.bfloat16)
    want = [torch.roll(x, 1, 0), torch.cat([x[:, 2:], x[:, :2]], 1)]
    vmfb = get_executor("iree-cpu").compile(linalg_text())
    got = IreeCudaInvoker(vmfb, "local-task")([x])
    for g, w in zip(got, want):
        assert gpu_run.compare_bits(0, w, g) is None
    import iree.runtime as rt
    import numpy as np

    device = hal_device("local-task")
    array = np.arange(12, dtype=np.int64).reshape(3, 4)
    view = device.allocator.allocate_buffer_copy(memory_type=rt.MemoryType.DEVICE_LOCAL,
                                                 allowed_usage=rt.BufferUsage.DEFAULT, device=device,
                                                 buffer=array, element_type=rt.HalElementType.SINT_64)
    assert (copy_to_host(device, view, (3, 4), np.dtype(np.int64), force_staging=True) == array).all()
    staged = gpu_run.Device("local-task", force_staging=True)
    signature = {"inputs": [{"shape": [3, 4], "element": "bf16"}],
                 "results": [{"shape": [3, 4], "element": "bf16"}, {"shape": [3, 4], "element": "bf16"}]}
    for g, w in zip(staged.invoke(vmfb, signature, [x]), want):
        assert gpu_run.compare_bits(0, w, g) is None


# -- on a GPU ---------------------------------------------------------------------------------


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason=NO_GPU)
def test_iree_cuda_runs_bit_identical_to_eager_on_the_gpu():
    from oracles.executors import get_executor

    executor = get_executor("iree-cuda")
    x = torch.randn(3, 4).to(torch.bfloat16)
    got = executor.load(executor.compile(linalg_text()))([x])
    for g, w in zip(got, [torch.roll(x, 1, 0), torch.cat([x[:, 2:], x[:, :2]], 1)]):
        assert gpu_run.compare_bits(0, w, g) is None


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason=NO_GPU)
def test_runner_on_the_gpu(bundle, tmp_path):
    out = str(tmp_path / "results")
    code = gpu_run.main([bundle, "--driver", "cuda", "--out", out, "--quiet"])
    assert code == 1  # the roll regression is wrong on every device
    for name in NAMES[:2]:
        assert read_verdict(out, name)["status"] == "ok"
    assert {f["symptom"] for f in read_verdict(out, NAMES[2])["findings"]} == {"mismatch-eager"}


def test_worker_reader_sees_messages_written_back_to_back():
    """A stage event and the result written in one go (a fast stage right before the reply) must
    not leave the result in a file buffer that select() cannot see (that hung a bundle)."""
    import selectors
    import time

    from oracles.sandbox import _Worker

    script = ("import json, sys, time\n"
              "sys.stdout.write(json.dumps({'event': 'stage', 'stage': 'execute', 'k': 2}) + '\\n'"
              " + json.dumps({'event': 'result', 'value': 1}) + '\\n')\n"
              "sys.stdout.flush()\ntime.sleep(60)\n")
    worker = _Worker.__new__(_Worker)
    worker.proc = subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   text=True)
    worker.selector = selectors.DefaultSelector()
    worker.selector.register(worker.proc.stdout, selectors.EVENT_READ)
    worker.last_stage, worker._pending = {}, b""
    try:
        assert worker._read(time.monotonic() + 20) == {"event": "result", "value": 1}
        assert worker.last_stage["k"] == 2
    finally:
        worker.kill()
        worker.selector.close()


def test_the_corpus_numeric_regressions_are_selected_for_bundles():
    from fuzz.gpu.bundle_cli import DEFAULT_REGRESSIONS, regression_sources

    found = {name: (erase, seed) for name, _, erase, seed in regression_sources(DEFAULT_REGRESSIONS)}
    numeric = []
    for entry in sorted(os.listdir(DEFAULT_REGRESSIONS)):
        path = os.path.join(DEFAULT_REGRESSIONS, entry, "expected.json")
        if os.path.isfile(path):
            with open(path) as fh:
                expected = json.load(fh)
            if expected["status"] == "open" and expected["symptom"] == "mismatch-eager":
                numeric.append(f"reg-{entry}"[:64])   # a bundle names a program in 64 characters
    assert sorted(found) == numeric and len(numeric) >= 10
    assert "reg-roll-shift-larger-than-dim" in found and "reg-neg-integer-computed-through-f32" in found
    assert "reg-view-zero-elements-sigfpe" not in found  # a crash: nothing for a device to confirm


def test_a_bundle_with_regressions_confirms_them_on_the_device(tmp_path):
    corpus = tmp_path / "corpus"
    for entry in ("roll-shift-larger-than-dim", "view-zero-elements-sigfpe"):
        shutil.copytree(os.path.join(ROOT, "corpus", "regressions", entry), corpus / entry)
    out = str(tmp_path / "bundle")
    done = run_irfuzz("gpu-bundle", "--out", out, "--erase", "none", "--jobs", "1", PROGRAMS[1],
                      "--regressions", str(corpus))
    assert done.returncode == 0, done.stderr[-3000:]
    with open(os.path.join(out, "bundle.json")) as fh:
        index = json.load(fh)
    assert index["programs"] == ["0000-gpu_dynamic", "reg-roll-shift-larger-than-dim"]
    assert index["source"]["regressions"] == ["reg-roll-shift-larger-than-dim"]
    results = str(tmp_path / "results")
    assert gpu_run.main([out, "--driver", "local-task", "--out", results, "--quiet"]) == 1
    roll = read_verdict(results, "reg-roll-shift-larger-than-dim")
    assert {f["cause"]["class"] for f in roll["findings"]} == {"miscompile-shared"}  # confirmed, known
