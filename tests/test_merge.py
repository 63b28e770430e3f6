"""`irfuzz merge`: findings of several campaigns / machines / crash artifacts by signature.

The campaign folders here are made by the real state and store (no torch-mlir needed);
one integration test replays a libFuzzer crash artifact through the oracle."""

import hashlib
import json
import os
import shutil

import pytest
from helpers import lowering_finding

from conftest import run_irfuzz
from fuzz.campaign.state import BatchTally, CampaignSettings, CampaignState
from fuzz.campaign.store import FindingStore
from fuzz.findings import merge as merge_module
from fuzz.findings.merge import merge
from fuzz.findings.triage import signature_rows
from generators.errors import UsageError
from generators.generate import GeneratorConfig, program_from_seed
from oracles.iterate import OracleConfig
from oracles.verdict import KOutcome, Verdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MESSAGES = {"a": "'tensor.concat' op requires at least one input",
            "b": "'tensor.extract_slice' op expected type to be",
            "c": "'torch.prim.ListConstruct' op operand types must match"}


SIG = {key: lowering_finding(MESSAGES[key]).signature for key in MESSAGES}


def _programs():
    """A small and a larger program (node counts differ)."""
    programs = sorted((program_from_seed(seed) for seed in range(40)), key=lambda p: len(p.nodes))
    small, large = programs[0], programs[-1]
    assert len(small.nodes) < len(large.nodes)
    return small, large


SMALL, LARGE = _programs()


def _campaign_folder(folder, seed, hits, first_seen=None, internal=0):
    """A campaign folder: `hits` = {key: (count, program)}; first_seen = {key: stamp}."""
    settings = CampaignSettings(seed, 4, ("none",), GeneratorConfig(avoid_known_limits=True), OracleConfig())
    state = CampaignState.open(str(folder), settings)
    store = FindingStore(str(folder), verify_repro=False, count_repeats=False)
    tally = BatchTally(programs=4 * max(1, len(hits)))
    for key, (count, program) in hits.items():
        finding = lowering_finding(MESSAGES[key])
        verdict = Verdict("finding", [finding], [KOutcome(1, "ok"), KOutcome(2, "verifier-error")])
        folder_path, _ = store.record(finding, verdict, program, {"seed": seed, "campaign_seed": seed, "index": 1})
        for _ in range(count):
            tally.hit(finding.signature)
        tally.findings += count
        if first_seen and key in first_seen:
            store.update(folder_path, first_seen=first_seen[key], last_seen=first_seen[key])
    for _ in range(internal):
        path = store.record_internal(Verdict.internal("eager PyTorch rejected the program: boom"), SMALL, {})
        tally.hit(os.path.relpath(path, str(folder)))
        tally.internal_errors += 1
    state.commit((0, tally.programs), tally)
    store.set_counts(state.counts)
    (folder / "stats.csv").write_text("unix_time,elapsed_s\n")
    return state


def _meta(out, sig):
    return json.load(open(os.path.join(out, sig, "meta.json")))


def _nodes(out, sig):
    return len(json.load(open(os.path.join(out, sig, "program.json")))["nodes"])


@pytest.fixture
def two_campaigns(tmp_path):
    a, b = tmp_path / "machine-a", tmp_path / "machine-b"
    _campaign_folder(a, 100, {"a": (3, LARGE), "b": (1, LARGE)},
                     {"a": "2026-12-01T10:00:00+0000", "b": "2026-12-01T11:00:00+0000"}, internal=2)
    _campaign_folder(b, 200, {"a": (2, SMALL), "c": (4, LARGE)},
                     {"a": "2026-12-01T12:00:00+0000", "c": "2026-12-01T09:00:00+0000"}, internal=1)
    return a, b


def test_merge_adds_counts_keeps_the_smallest_example_and_the_earliest_first_seen(tmp_path, two_campaigns):
    a, b = two_campaigns
    out = str(tmp_path / "merged")
    lines = []
    result = merge(out, [str(a), str(b)], log=lines.append)
    assert len(result.merged) == 2 and not result.skipped
    rows = {r["signature"]: r for r in signature_rows(out, os.path.join(ROOT, "corpus", "regressions"))}
    assert {s: r["count"] for s, r in rows.items()} == {SIG["a"]: 5, SIG["b"]: 1, SIG["c"]: 4}
    meta = _meta(out, SIG["a"])
    assert _nodes(out, SIG["a"]) == len(SMALL.nodes)  # B's example is smaller
    assert meta["campaign_seed"] == 200 and meta["merged"]["example"]["nodes"] == len(SMALL.nodes)
    assert meta["first_seen"] == "2026-12-01T10:00:00+0000"  # A saw it first
    assert meta["last_seen"] >= "2026-12-01T12:00:00+0000"
    assert sorted(meta["merged"]["sources"].values()) == [2, 3]
    internal = FindingStore(out).folders()
    [key] = [rel for rel in internal if rel.startswith("internal/")]
    assert json.load(open(os.path.join(out, key, "meta.json")))["count"] == 3
    ledger = json.load(open(os.path.join(out, "merged.json")))
    assert ledger["totals"]["findings"] == 10 and ledger["totals"]["signatures"] == 3
    assert ledger["totals"]["internal_errors"] == 3
    for source in ledger["sources"].values():  # stats and state kept per source
        kept = os.path.join(out, "sources", source["name"])
        assert {"campaign.json", "stats.csv"} <= set(os.listdir(kept))
    assert not [n for n in os.listdir(out) if n.startswith(".")], "temporary folders left behind"


def test_a_tie_in_size_keeps_the_earliest_example(tmp_path):
    early, late = tmp_path / "early", tmp_path / "late"
    _campaign_folder(early, 1, {"a": (1, LARGE)}, {"a": "2026-12-01T08:00:00+0000"})
    _campaign_folder(late, 2, {"a": (1, LARGE)}, {"a": "2026-12-02T08:00:00+0000"})
    for order in ([late, early], [early, late]):
        out = str(tmp_path / f"out-{order[0].name}")
        merge(out, [str(p) for p in order], log=lambda line: None)
        assert _meta(out, SIG["a"])["campaign_seed"] == 1, order


def test_merging_a_source_twice_does_not_double(tmp_path, two_campaigns):
    a, b = two_campaigns
    out = str(tmp_path / "merged")
    merge(out, [str(a), str(b)], log=lambda line: None)
    lines = []
    result = merge(out, [str(a)], log=lines.append)
    assert result.skipped and not result.merged and "already merged" in lines[0]
    # A copy of the same campaign on another path (rsync from the machine) is the same source.
    copy = tmp_path / "copy-of-a"
    shutil.copytree(a, copy)
    result = merge(out, [str(copy)], log=lines.append)
    assert result.skipped and not result.merged
    assert _meta(out, SIG["a"])["count"] == 5 and _meta(out, SIG["b"])["count"] == 1


def test_a_campaign_that_went_on_replaces_its_contribution(tmp_path, two_campaigns):
    a, b = two_campaigns
    out = str(tmp_path / "merged")
    merge(out, [str(a), str(b)], log=lambda line: None)
    state = CampaignState.open(str(a), None)  # a's campaign goes on: 2 more hits of "a"
    tally = BatchTally(programs=4, findings=2)
    tally.counts = {SIG["a"]: 2}
    state.commit((4, 8), tally)
    FindingStore(str(a), count_repeats=False).set_counts(state.counts)
    lines = []
    result = merge(out, [str(a)], log=lines.append)
    assert result.updated and "went on" in lines[0]
    assert _meta(out, SIG["a"])["count"] == 7  # 5 + 2, not 5 + 5
    result = merge(out, [str(a)], log=lambda line: None)
    assert result.skipped and _meta(out, SIG["a"])["count"] == 7


def test_merging_merged_folders_counts_each_campaign_once(tmp_path, two_campaigns):
    a, b = two_campaigns
    first = str(tmp_path / "rack-1")
    merge(first, [str(a)], log=lambda line: None)
    top = str(tmp_path / "all")
    result = merge(top, [first, str(a), str(b)], log=lambda line: None)
    assert len(result.merged) == 2 and len(result.skipped) == 1
    assert _meta(top, SIG["a"])["count"] == 5


def test_a_kill_between_the_ledger_and_the_counts_is_completed_next_time(tmp_path, two_campaigns, monkeypatch):
    a, b = two_campaigns
    out = str(tmp_path / "merged")
    merge(out, [str(a)], log=lambda line: None)
    real = merge_module._reconcile

    def killed(out_, ledger, only=None):
        if only is not None:
            raise KeyboardInterrupt("killed after the ledger write")
        real(out_, ledger, only)

    monkeypatch.setattr(merge_module, "_reconcile", killed)
    with pytest.raises(KeyboardInterrupt):
        merge(out, [str(b)], log=lambda line: None)
    monkeypatch.setattr(merge_module, "_reconcile", real)
    result = merge(out, [str(b)], log=lambda line: None)  # b is in the ledger: skipped, counts repaired
    assert result.skipped
    assert _meta(out, SIG["a"])["count"] == 5 and _meta(out, SIG["c"])["count"] == 4


def test_a_kill_before_the_ledger_write_leaves_the_source_unmerged(tmp_path, two_campaigns, monkeypatch):
    a, b = two_campaigns
    out = str(tmp_path / "merged")
    merge(out, [str(a)], log=lambda line: None)

    def killed(out_, ledger):
        raise KeyboardInterrupt("killed before the ledger write")

    real = merge_module._write_ledger
    monkeypatch.setattr(merge_module, "_write_ledger", killed)
    with pytest.raises(KeyboardInterrupt):
        merge(out, [str(b)], log=lambda line: None)
    monkeypatch.setattr(merge_module, "_write_ledger", real)
    result = merge(out, [str(b)], log=lambda line: None)
    assert len(result.merged) == 1
    assert _meta(out, SIG["a"])["count"] == 5 and _meta(out, SIG["c"])["count"] == 4
    assert not [n for n in os.listdir(out) if n.startswith(".")]


def test_merge_refuses_a_campaign_folder_and_itself(tmp_path, two_campaigns):
    a, b = two_campaigns
    with pytest.raises(UsageError, match="holds a campaign"):
        merge(str(a), [str(b)], log=lambda line: None)
    merge(str(tmp_path / "m"), [str(a)], log=lambda line: None)
    with pytest.raises(UsageError, match="into itself"):
        merge(str(tmp_path / "m"), [str(tmp_path / "m")], log=lambda line: None)
    with pytest.raises(UsageError, match="no such"):
        merge(str(tmp_path / "m"), [str(tmp_path / "missing")], log=lambda line: None)


def test_merge_and_report_from_the_command_line(tmp_path, two_campaigns):
    a, b = two_campaigns
    out = str(tmp_path / "merged")
    done = run_irfuzz("merge", out, str(a), str(b), timeout=300)
    assert done.returncode == 0, done.stderr
    assert "2 source(s) merged" in done.stdout
    again = run_irfuzz("merge", out, str(a), timeout=300)
    assert again.returncode == 0 and "already merged" in again.stdout and "1 skipped" in again.stdout
    report = run_irfuzz("report", out, "--print-summary", timeout=300)
    assert report.returncode == 0, report.stderr
    assert os.path.isfile(os.path.join(out, "report", "index.html"))
    assert SIG["a"] in report.stdout and "2 source(s)" in report.stdout
    assert run_irfuzz("merge", str(a), str(b)).returncode == 2  # into a campaign: a usage error


def test_clusterfuzzlite_artifact_names_are_found_and_the_rest_is_not(tmp_path):
    """ClusterFuzzLite renames a crash file <target>-<sanitizer>-crash-<sha1> in its artifacts
    folder; libFuzzer names it crash-<sha1>. Both are merged; its bug summary is not."""
    from fuzz.findings.replay_artifacts import find_artifacts

    sha1 = "0123456789abcdef0123456789abcdef01234567"
    names = [f"crash-{sha1}", f"fuzz_numerics-address-crash-{sha1}", f"fuzz_pipeline-address-timeout-{sha1}",
             "fuzz_numerics-address-bug-summary.txt", f"crash-{sha1[:-1]}", f"notes-crash-{sha1}.txt"]
    for name in names:
        (tmp_path / name).write_bytes(b"x")
    assert sorted(os.path.basename(p) for p in find_artifacts(str(tmp_path))) == sorted(names[:3])


@pytest.mark.integration
def test_crash_artifacts_are_replayed_into_findings_once(tmp_path):
    """A libFuzzer crash file (here: a confirmed regression's program, embedded) becomes a
    finding folder with its verified repro; merging it again does not replay or count it twice."""
    from fuzz.targets.bytes_input import encode_embedded
    from generators.program import Program

    entry = os.path.join(ROOT, "corpus", "regressions", "roll-empty-dim-cat-canonicalize")
    expected = json.load(open(os.path.join(entry, "expected.json")))
    program = Program.from_json(open(os.path.join(entry, "program.json")).read())
    data = encode_embedded(program, "none", 0)
    artifacts = tmp_path / "cflite" / "fuzz_numerics"
    artifacts.mkdir(parents=True)
    crash = artifacts / f"crash-{hashlib.sha1(data).hexdigest()}"
    crash.write_bytes(data)
    out = str(tmp_path / "merged")
    lines = []
    result = merge(out, [str(tmp_path / "cflite")], log=lines.append)
    assert len(result.merged) == 1, lines
    folder = os.path.join(out, expected["signature"])
    meta = json.load(open(os.path.join(folder, "meta.json")))
    assert meta["count"] == 1 and meta["repro_sh"]["reproduces"] and meta["artifact_sha1"] in crash.name
    assert {"repro.sh", "program.json", "before.mlir", "report.md"} <= set(os.listdir(folder))
    kept = os.path.join(out, "sources", f"artifact-{crash.name[6:18]}", crash.name)
    assert os.path.isfile(kept)
    result = merge(out, [str(crash)], log=lines.append)
    assert result.skipped and not result.merged and "already merged" in lines[-1]
    assert json.load(open(os.path.join(folder, "meta.json")))["count"] == 1
