"""`irfuzz replay` and `irfuzz corpus add` (fuzz/findings/corpus.py).

Unit tests sort made-up Verdicts and promote a made-up finding folder; the integration tests
run the CLI on a small regressions folder built from a real entry.
"""

import json
import os
import shutil
from functools import partial

import pytest
from helpers import lowering_finding

from conftest import ROOT
from fuzz.finding_folder import FindingRecord
from fuzz.findings.corpus import (
    WHY_TEMPLATE_MARKER,
    add_finding,
    default_name,
    entry_config,
    judge_entry,
    load_expected,
    replay,
    why_unfilled,
)
from fuzz.findings.defects import corpus_defects
from generators.errors import UsageError
from oracles.verdict import Verdict

REGRESSIONS = os.path.join(ROOT, "corpus", "regressions")
FAST_ENTRY = "limitation-randint-like-low-not-in-torch-dialect"  # fails at k=1 in ~0.2 s

OPEN = {"status": "open", "symptom": "verifier-error", "stage": "lowering", "pass": "convert-torch-to-linalg",
        "k": 2, "signature": "verifier-error-669914649e1f", "erase": ["none"]}


_finding = partial(lowering_finding, ir=None, signature="verifier-error-669914649e1f")


@pytest.mark.parametrize("expected, verdict, outcome", [
    (OPEN, Verdict("finding", [_finding()]), "detected"),
    (OPEN, Verdict("ok"), "passing"),
    (OPEN, Verdict("finding", [_finding(signature="verifier-error-000000000000")]), "changed"),
    # the same defect under another signature, checked by hand: the entry's also_signatures
    ({**OPEN, "also_signatures": ["verifier-error-000000000000"]},
     Verdict("finding", [_finding(signature="verifier-error-000000000000")]), "detected"),
    (OPEN, Verdict("finding", [_finding(k=1)]), "changed"),
    (OPEN, Verdict("finding", [_finding(pass_name="canonicalize")]), "changed"),
    (OPEN, Verdict.internal("eager PyTorch rejected the program"), "internal"),
    ({**OPEN, "status": "fixed"}, Verdict("ok"), "clean"),
    ({**OPEN, "status": "fixed"}, Verdict("finding", [_finding()]), "regressed"),
])
def test_replay_sorts_each_verdict(expected, verdict, outcome):
    result = judge_entry("entry", expected, "none", verdict)
    assert result.outcome == outcome, result
    assert result.ok == (outcome in ("detected", "clean"))
    assert [f["signature"] for f in result.found] == [f.signature for f in verdict.findings]


def test_replay_messages_say_what_to_do():
    assert "fixed upstream? move it" in judge_entry("e", OPEN, "none", Verdict("ok")).message
    changed = judge_entry("e", OPEN, "none", Verdict("finding", [_finding(signature="verifier-error-000000000000")]))
    assert "changed signature: expected verifier-error-669914649e1f" in changed.message
    assert "k 2 -> 1" in judge_entry("e", OPEN, "none", Verdict("finding", [_finding(k=1)])).message


def test_every_corpus_entry_has_a_valid_expected_json_and_a_written_why():
    for name in os.listdir(REGRESSIONS):
        folder = os.path.join(REGRESSIONS, name)
        expected = load_expected(folder)
        assert expected["status"] in ("open", "fixed")
        assert not why_unfilled(folder), f"{name}: why.md is still the template"
        # a bug entry carries its root-cause key, which campaigns match findings against
        assert expected.get("kind") == "limitation" or isinstance(expected.get("root_cause"), dict), \
            f"{name}: no root_cause key: irfuzz corpus rekey --entry {name}"


def test_every_corpus_entry_names_its_defect_and_a_defect_is_named_after_one_of_its_entries():
    """One defect, one name: entries of one defect (hand-checked: why.md says so) share it,
    and the name is the entry whose why.md diagnoses the defect."""
    defects = corpus_defects(REGRESSIONS)
    assert set(defects) == set(os.listdir(REGRESSIONS))
    for name, defect in defects.items():
        assert "defect" in load_expected(os.path.join(REGRESSIONS, name)), name
        assert defects.get(defect) == defect, f"{name}: defect {defect} is not the name of its primary entry"
    # the variants whose why.md say "same root cause" are one defect; siblings with two fixes are two
    assert defects["roll-shift-larger-than-dim-bool"] == defects["roll-shift-larger-than-dim"]
    assert defects["slice-start-int64-max-wrong-shape-lowering-error"] == "slice-start-int64-max-taken-as-zero"
    assert defects["where-self-splat-fold-dynamic-dim"] != defects["where-self-same-branches-fold-drops-broadcast"]


def test_load_expected_names_the_problem(tmp_path):
    (tmp_path / "expected.json").write_text(json.dumps({**OPEN, "status": "maybe"}))
    with pytest.raises(UsageError, match="status must be"):
        load_expected(str(tmp_path))
    (tmp_path / "expected.json").write_text(json.dumps({**OPEN, "erase": ["half"]}))
    with pytest.raises(UsageError, match="erase must be"):
        load_expected(str(tmp_path))
    (tmp_path / "expected.json").write_text(json.dumps({**OPEN, "defect": ["two", "names"]}))
    with pytest.raises(UsageError, match="defect must be"):
        load_expected(str(tmp_path))


def _finding_dir(tmp_path, name="verifier-error-669914649e1f"):
    source = os.path.join(REGRESSIONS, "roll-empty-dim-cat-canonicalize")
    folder = tmp_path / "findings" / name
    folder.mkdir(parents=True)
    for item in ("program.json", "before.mlir", "repro.sh", "error.log"):
        shutil.copy(os.path.join(source, item), folder / item)
    meta = {"symptom": "verifier-error", "stage": "lowering", "pass": "convert-torch-to-linalg", "k": 2,
            "signature": "verifier-error-669914649e1f", "message": "'tensor.concat' op requires at least one input",
            "erase": "intermediate", "seed": 7, "versions": {"torch": "2.13.0", "torch-mlir": "20261001"}}
    (folder / "meta.json").write_text(json.dumps(meta))
    return folder


def test_corpus_add_promotes_a_finding_with_an_open_expectation_and_a_template(tmp_path):
    folder = _finding_dir(tmp_path)
    regressions = tmp_path / "regressions"
    target = add_finding(str(folder), str(regressions))
    assert os.path.basename(target) == "convert-torch-to-linalg-verifier-error-669914649e1f"
    expected = load_expected(target)
    assert expected == {"status": "open", "symptom": "verifier-error", "stage": "lowering",
                        "pass": "convert-torch-to-linalg", "k": 2, "signature": "verifier-error-669914649e1f",
                        "erase": ["intermediate"], "input_seed": 7,
                        "defect": "convert-torch-to-linalg-verifier-error-669914649e1f"}
    # another manifestation of a defect the corpus holds joins it; an unknown defect is refused
    second = _finding_dir(tmp_path / "second")
    meta = json.loads((second / "meta.json").read_text())
    (second / "meta.json").write_text(json.dumps({**meta, "signature": "verifier-error-000000000001"}))
    other = add_finding(str(second), str(regressions), "cat-again",
                        defect="convert-torch-to-linalg-verifier-error-669914649e1f")
    assert load_expected(other)["defect"] == expected["defect"]
    with pytest.raises(UsageError, match="no entry of .* belongs to that defect"):
        add_finding(str(folder), str(regressions), "elsewhere", defect="no-such-defect")
    assert sorted(os.listdir(target)) == sorted(os.listdir(folder) + ["expected.json", "why.md"])
    why = open(os.path.join(target, "why.md")).read()
    assert why.startswith(WHY_TEMPLATE_MARKER) and "TODO" in why and "verifier-error-669914649e1f" in why
    assert why_unfilled(target)
    assert not [p for p in os.listdir(regressions) if p.startswith(".")]  # no temporary folder left


def test_corpus_add_refuses_duplicates_and_bad_folders(tmp_path):
    folder = _finding_dir(tmp_path)
    regressions = tmp_path / "regressions"
    add_finding(str(folder), str(regressions), name="first")
    with pytest.raises(UsageError, match="already in the corpus: first"):
        add_finding(str(folder), str(regressions), name="second")
    with pytest.raises(UsageError, match="already exists"):
        add_finding(str(folder), str(regressions), name="first")
    with pytest.raises(UsageError, match="not a finding folder"):
        add_finding(str(tmp_path), str(regressions))
    with pytest.raises(UsageError, match="--name"):
        add_finding(str(folder), str(tmp_path / "other"), name="../escape")


def test_default_name_is_a_safe_folder_name():
    assert default_name(FindingRecord.from_dict({"pass": "torch-simplify-dtype-calculations",
                                                 "signature": "verifier-error-a93dbc627f71"})) \
        == "torch-simplify-dtype-calculations-verifier-error-a93dbc627f71"
    assert default_name(FindingRecord.from_dict({"pass": None, "stage": "execute",
                                                 "signature": "mismatch-eager-1"})) == "execute-mismatch-eager-1"


# -- integration: the CLI on a small corpus --------------------------------------

@pytest.fixture
def small_corpus(tmp_path):
    root = tmp_path / "regressions"
    root.mkdir()
    shutil.copytree(os.path.join(REGRESSIONS, FAST_ENTRY), root / FAST_ENTRY)
    return root


def _set_expected(folder, **changes):
    path = folder / "expected.json"
    expected = json.loads(path.read_text())
    expected.update(changes)
    path.write_text(json.dumps(expected))


@pytest.mark.integration
def test_replay_cli_exit_status_follows_the_outcomes(irfuzz, small_corpus):
    done = irfuzz("replay", str(small_corpus))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("ok detected") == 3 and "all as expected" in done.stdout

    entry = small_corpus / FAST_ENTRY
    _set_expected(entry, signature="pass-error-000000000000", erase=["none"])
    done = irfuzz("replay", str(small_corpus), "--json")
    assert done.returncode == 1
    (result,) = json.loads(done.stdout)
    assert result["outcome"] == "changed" and result["found"][0]["signature"] == "pass-error-4837816442c1"

    _set_expected(entry, signature="pass-error-4837816442c1", status="fixed")
    done = irfuzz("replay", str(small_corpus))
    assert done.returncode == 1 and "!! regressed" in done.stdout and "UNEXPECTED: " + FAST_ENTRY in done.stdout

    _set_expected(entry, status="open")
    (entry / "why.md").write_text(WHY_TEMPLATE_MARKER + "\n# todo\n")
    done = irfuzz("replay", str(small_corpus))
    assert done.returncode == 1 and "!! unfilled" in done.stdout


@pytest.mark.integration
def test_corpus_add_cli_checks_the_finding_then_replay_wants_why_md(irfuzz, tmp_path, small_corpus):
    findings = tmp_path / "findings"
    program = os.path.join(REGRESSIONS, FAST_ENTRY, "program.json")
    done = irfuzz("check", program, "--out", str(findings))
    assert done.returncode == 1, done.stdout + done.stderr
    (finding,) = [p for p in os.listdir(findings) if p.startswith("pass-error")]
    shutil.rmtree(small_corpus / FAST_ENTRY)  # the corpus no longer knows this signature
    done = irfuzz("corpus", "add", str(findings / finding), "--regressions", str(small_corpus), "--name", "again")
    assert done.returncode == 0, done.stderr
    assert "fill" in done.stderr and "why.md" in done.stderr
    assert load_expected(str(small_corpus / "again"))["signature"] == "pass-error-4837816442c1"
    done = irfuzz("replay", str(small_corpus))
    assert done.returncode == 1 and "!! unfilled" in done.stdout and "ok detected  again [none]" in done.stdout
    done = irfuzz("corpus", "add", str(findings / finding), "--regressions", str(small_corpus))
    assert done.returncode == 2 and "already in the corpus: again" in done.stderr


# -- frontends: an entry is replayed through the frontend its meta.json names -----

ONNX_ENTRY = "onnx-gather-1d-indices-result-type-not-cast"


def test_entry_config_takes_the_frontend_from_meta_json(tmp_path):
    assert entry_config(os.path.join(REGRESSIONS, ONNX_ENTRY), {}).frontend == "onnx"
    assert entry_config(os.path.join(REGRESSIONS, FAST_ENTRY), {}).frontend == "fx"  # no key: FX
    assert entry_config(str(tmp_path), {"oracle": {"iterations": 1}}).iterations == 1  # no meta.json at all
    overridden = entry_config(os.path.join(REGRESSIONS, ONNX_ENTRY), {"oracle": {"frontend": "fx"}})
    assert overridden.frontend == "fx"  # expected.json's `oracle` has the last word


class _NoChecks:
    def check(self, case):
        raise AssertionError(f"checked {case} although its frontend cannot run")


def test_replay_skips_an_entry_whose_frontend_cannot_run(tmp_path, monkeypatch):
    from oracles.frontends.onnx_import import OnnxFrontend

    shutil.copytree(os.path.join(REGRESSIONS, ONNX_ENTRY), tmp_path / ONNX_ENTRY)
    monkeypatch.setattr(OnnxFrontend, "missing", lambda self: "the onnx frontend needs onnx")
    (result,) = replay(str(tmp_path), _NoChecks())
    assert result.outcome == "skipped" and result.ok and "needs onnx" in result.message


# -- extra backends: a TOSA or StableHLO finding is replayed with that backend running ---

TOSA_ENTRY = "triu-int64-min-diagonal-tosa-mask-overflow"


def test_entry_config_runs_the_backends_meta_json_recorded():
    assert entry_config(os.path.join(REGRESSIONS, TOSA_ENTRY), {}).extra_backends == ("tosa",)
    assert entry_config(os.path.join(REGRESSIONS, FAST_ENTRY), {}).extra_backends == ()  # none recorded
    overridden = entry_config(os.path.join(REGRESSIONS, TOSA_ENTRY), {"oracle": {"extra_backends": []}})
    assert overridden.extra_backends == []  # expected.json's `oracle` has the last word


@pytest.mark.integration
def test_replay_sees_a_tosa_finding_again(irfuzz, tmp_path):
    # Without the recorded backend the linalg path alone passes, and replay said "now passes".
    shutil.copytree(os.path.join(REGRESSIONS, TOSA_ENTRY), tmp_path / TOSA_ENTRY)
    _set_expected(tmp_path / TOSA_ENTRY, erase=["none"])
    done = irfuzz("replay", str(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ok detected" in done.stdout and "execute-tosa" in done.stdout
