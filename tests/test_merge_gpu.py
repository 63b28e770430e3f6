"""`irfuzz merge OUT GPU_RESULTS`: a GPU run's verdicts beside the CPU findings (issue 23).

No GPU needed: tests/data/gpu_run/ is a GPU run as gpu_run.py writes it (results/: one
`<program>.verdict.json` per program with gpu_triage causes, summary.json / summary.txt,
repro/<program>/ for IREE's findings; the bundle's program folders hold program.json),
made by tests/data/gpu_run/make_fixture.py with gpu_run.py's and gpu_triage.py's own
functions (_finding, _limit, _ended_verdict, classify, summarize) so the format is theirs.
"""

import json
import os
import shutil

from conftest import run_irfuzz
from fuzz.campaign.store import FindingStore
from fuzz.findings.merge import merge
from fuzz.findings.merge_gpu import device_signature
from fuzz.findings.report_html import write_report
from fuzz.findings.triage import root_cause_rows
from generators.program import Program
from oracles.verdict import Finding, KOutcome, Verdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GPU_RUN = os.path.join(ROOT, "tests", "data", "gpu_run")
REGRESSIONS = os.path.join(ROOT, "corpus", "regressions")


def _verdicts():
    results = os.path.join(GPU_RUN, "results")
    return {n[: -len(".verdict.json")]: json.load(open(os.path.join(results, n)))
            for n in os.listdir(results) if n.endswith(".verdict.json")}


def _expected_folders():
    """relative folder -> the programs whose verdict carries that (class, signature): from the fixture."""
    out = {}
    for program, verdict in _verdicts().items():
        for kind, prefix in (("findings", ""), ("limits", "limits/")):
            for item in verdict[kind]:
                out.setdefault(prefix + device_signature("cuda", item["cause"]), []).append(program)
    return out


def _cpu_findings(folder):
    """A findings folder with one CPU finding (the store as `irfuzz check --out` uses it)."""
    entry = os.path.join(REGRESSIONS, "roll-empty-dim-cat-canonicalize")
    program = Program.from_json(open(os.path.join(entry, "program.json")).read())
    finding = Finding(symptom="verifier-error", stage="lowering", k=2,
                      message="'tensor.concat' op requires at least one input", pass_name="convert-torch-to-linalg",
                      pipeline="builtin.module(canonicalize)", before_ir="module {\n}\n",
                      stage_input_ir="module {\n}\n")
    FindingStore(str(folder), verify_repro=False).record(
        finding, Verdict("finding", [finding], [KOutcome(1, "ok"), KOutcome(2, "verifier-error")]), program,
        {"seed": 0})
    return finding.signature


def test_each_device_root_cause_becomes_a_counted_folder(tmp_path):
    out = str(tmp_path / "merged")
    lines = []
    result = merge(out, [os.path.join(GPU_RUN, "results")], log=lines.append)
    assert len(result.merged) == 1, lines
    expected = _expected_folders()
    classes = {"device-numerics", "iree-device-runtime", "miscompile-shared", "process-crash", "executor-limit"}
    assert {json.load(open(os.path.join(out, rel, "meta.json")))["device"]["class"] for rel in expected} == classes
    verdicts = _verdicts()
    for rel, programs in expected.items():
        folder = os.path.join(out, rel)
        meta = json.load(open(os.path.join(folder, "meta.json")))
        name = os.path.basename(rel)
        assert name.startswith(f"gpu-cuda-{meta['device']['class']}-") and meta["signature"] == name
        assert meta["count"] == len(programs) and meta["device"]["programs"] == sorted(programs)
        assert meta["device"]["device_name"] == "NVIDIA H200" and meta["stage"] == "device"
        assert list(meta["merged"]["sources"].values()) == [len(programs)]  # counted per source
        example = meta["device"]["example"]
        assert example in programs
        assert json.load(open(os.path.join(folder, "gpu_verdict.json"))) == verdicts[example]
        assert json.load(open(os.path.join(folder, "program.json"))) == json.load(
            open(os.path.join(GPU_RUN, example, "program.json")))
        cause = next(i["cause"] for i in verdicts[example]["findings"] + verdicts[example]["limits"]
                     if device_signature("cuda", i["cause"]) == name)
        assert (meta["device"]["owner"], meta["device"]["cause_signature"]) == (cause["owner"], cause["signature"])
        assert os.path.isdir(os.path.join(folder, "device_repro")) == ("repro" in cause)
    # the roll miscompile on the device: two programs, one folder; the smaller program is the example
    (roll,) = [r for r, p in expected.items() if sorted(p) == ["0003-seed1002", "0004-seed1003"]]
    assert json.load(open(os.path.join(out, roll, "meta.json")))["device"]["example"] == "0003-seed1002"
    ledger = json.load(open(os.path.join(out, "merged.json")))
    (source,) = ledger["sources"].values()
    assert source["kind"] == "gpu" and source["state"]["programs"] == len(verdicts)
    assert ledger["totals"]["findings"] == sum(len(v["findings"]) for v in verdicts.values())
    assert ledger["totals"]["limits"] == 1
    assert os.path.isfile(os.path.join(out, "sources", source["name"], "summary.txt"))


def test_merging_the_same_run_again_counts_nothing_twice(tmp_path):
    out = str(tmp_path / "merged")
    merge(out, [os.path.join(GPU_RUN, "results")], log=lambda line: None)
    copy = tmp_path / "copy"
    shutil.copytree(GPU_RUN, copy)
    lines = []
    result = merge(out, [str(copy)], log=lines.append)   # the bundle folder: its results/ are found
    assert not result.merged and len(result.skipped) == 1 and "already merged" in lines[-1], lines
    for rel, programs in _expected_folders().items():
        assert json.load(open(os.path.join(out, rel, "meta.json")))["count"] == len(programs)


def test_report_shows_device_findings_beside_cpu_ones(tmp_path):
    cpu = tmp_path / "cpu"
    signature = _cpu_findings(cpu)
    out = str(tmp_path / "merged")
    merge(out, [str(cpu), os.path.join(GPU_RUN, "results")], log=lambda line: None)
    html_path, md_path = write_report(out)
    summary = open(md_path).read()
    assert "| signature | symptom | device |" in summary
    rows = {line.split("|")[1].strip(" `"): line.split("|")[3].strip() for line in summary.splitlines()
            if line.startswith("| `")}
    assert rows[signature] == "cpu"
    devices = {sig: device for sig, device in rows.items() if sig.startswith("gpu-")}
    assert len(devices) == len([r for r in _expected_folders() if "/" not in r])
    assert all(d.startswith("cuda (NVIDIA H200): ") for d in devices.values())
    assert any("iree-device-runtime, owner IREE" in d for d in devices.values()), devices
    html = open(html_path).read()
    assert "<th>device</th>" in html and "device_repro/repro.sh" in html and "gpu_verdict.json" in html
    # triage groups device findings by their gpu_triage cause: no CPU key to compute for them
    causes = root_cause_rows(out, REGRESSIONS)
    gpu = [c for c in causes if c["root_cause"].startswith("gpu-")]
    assert len(gpu) == len(devices) and not any(c["root_cause"].startswith("pending:gpu") for c in causes)


def test_cli_merges_a_gpu_bundle_folder(tmp_path):
    out = str(tmp_path / "merged")
    done = run_irfuzz("merge", out, GPU_RUN, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "1 source(s) merged" in done.stdout
    assert len([n for n in os.listdir(out) if n.startswith("gpu-cuda-")]) == 5
