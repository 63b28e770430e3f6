"""Campaign state and the crash-safe store, without torch-mlir: claims, commits, resume,
settings conflicts, and what a kill -9 leaves behind."""

import dataclasses
import json
import os

import pytest
from helpers import lowering_finding

from fuzz.atomic import exchange_dirs
from fuzz.campaign.state import BatchTally, CampaignSettings, CampaignState
from fuzz.campaign.store import FindingStore, is_finding_folder
from fuzz.findings.triage import signature_rows
from generators.errors import UsageError
from generators.generate import GeneratorConfig, program_from_seed
from oracles.iterate import OracleConfig
from oracles.verdict import KOutcome, Verdict

SETTINGS = CampaignSettings(7, 4, ("none", "intermediate"), GeneratorConfig(avoid_known_limits=True), OracleConfig())


def _record(store, seed=1, finding=None):
    finding = finding or lowering_finding()
    verdict = Verdict("finding", [finding], [KOutcome(1, "ok"), KOutcome(2, "verifier-error")])
    return store.record(finding, verdict, program_from_seed(seed), {"seed": seed})


def test_claims_hand_out_each_block_once_and_never_cross_a_batch(tmp_path):
    state = CampaignState.open(str(tmp_path), SETTINGS)
    blocks = [state.claim(10) for _ in range(4)]
    assert blocks == [(0, 4), (4, 8), (8, 10), None]


def test_resume_checks_the_gaps_a_kill_left_first(tmp_path):
    state = CampaignState.open(str(tmp_path), SETTINGS)
    a, b, c = state.claim(None), state.claim(None), state.claim(None)
    state.commit(a, BatchTally(programs=4))
    state.commit(c, BatchTally(programs=4, findings=1, counts={"verifier-error-0123456789ab": 1}))
    # The process dies with block b in flight: it was never committed.
    resumed = CampaignState.open(str(tmp_path), None)
    assert resumed.settings == SETTINGS and resumed.resumed
    assert (resumed.programs, resumed.findings) == (8, 1)
    assert resumed.unchecked_below() == 4
    assert resumed.claim(None) == b          # the gap first
    assert resumed.claim(None) == (12, 16)   # then new programs
    resumed.commit(b, BatchTally(programs=4))
    assert CampaignState.open(str(tmp_path), None).done == [[0, 12]]  # (12, 16) is still in flight


def test_a_larger_max_programs_continues_a_truncated_block_at_its_level(tmp_path):
    state = CampaignState.open(str(tmp_path), SETTINGS)
    block = state.claim(6)
    state.commit(block, BatchTally(programs=4))
    state.commit(state.claim(6), BatchTally(programs=2))
    assert state.claim(6) is None
    resumed = CampaignState.open(str(tmp_path), None)
    assert resumed.claim(10) == (6, 8)       # the rest of block 1 (same erasure level)
    assert resumed.claim(10) == (8, 10)
    assert SETTINGS.level_of(6) == SETTINGS.level_of(4) == "intermediate"


def test_other_settings_on_an_existing_campaign_are_a_usage_error(tmp_path):
    CampaignState.open(str(tmp_path), SETTINGS).commit((0, 4), BatchTally(programs=4))
    other = CampaignSettings(8, 4, ("none", "intermediate"), GeneratorConfig(avoid_known_limits=True), OracleConfig())
    with pytest.raises(UsageError, match=r"seed: 8 here, 7 in the folder"):
        CampaignState.open(str(tmp_path), other)
    # Asked for: the old state is kept aside and a new campaign starts.
    fresh = CampaignState.open(str(tmp_path), other, new_campaign=True)
    assert fresh.programs == 0 and fresh.settings.seed == 8
    assert any(n.startswith("campaign.") and n != "campaign.json" for n in os.listdir(tmp_path))


def test_a_corrupt_state_file_is_a_clear_usage_error(tmp_path):
    (tmp_path / "campaign.json").write_text("{not json")
    with pytest.raises(UsageError, match="not a readable irfuzz campaign state"):
        CampaignState.open(str(tmp_path), SETTINGS)


def test_case_for_is_the_campaigns_program_exactly():
    case = SETTINGS.case_for(5)
    assert case.program == program_from_seed(12, GeneratorConfig(avoid_known_limits=True))
    assert (case.erase, case.input_seed) == ("intermediate", 12)


def test_a_campaign_over_given_programs_checks_them_in_order_and_ends_after_the_last(tmp_path):
    given = tuple(program_from_seed(seed).to_json() for seed in (50, 51, 52))
    settings = dataclasses.replace(SETTINGS, programs=given)
    assert CampaignSettings.from_dict(json.loads(json.dumps(settings.to_dict()))) == settings
    assert "programs" not in SETTINGS.to_dict()  # older campaign.json files read back equal
    state = CampaignState.open(str(tmp_path), settings)
    assert [state.claim(None), state.claim(None)] == [(0, 3), None]  # batch 4, only 3 programs
    case = settings.case_for(2)
    assert case.program == program_from_seed(52) and (case.erase, case.input_seed) == ("none", 9)
    with pytest.raises(UsageError, match="checks the 3 programs it was given"):
        settings.case_for(3)
    with pytest.raises(UsageError, match="programs: 0 given here, 3"):
        CampaignState.open(str(tmp_path), SETTINGS)


def test_run_programs_rejects_a_bad_program_file_by_name(tmp_path, irfuzz):
    (tmp_path / "progs").mkdir()
    (tmp_path / "progs" / "a.json").write_text(program_from_seed(1).to_json())
    (tmp_path / "progs" / "b.json").write_text('{"format": "irfuzz-program/1", "inputs": []}')
    done = irfuzz("run", "--programs", str(tmp_path / "progs"), "--out", str(tmp_path / "out"), "--time", "5")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "b.json" in done.stderr and not os.path.exists(tmp_path / "out" / "campaign.json")


def test_temporary_and_half_swapped_folders_are_never_counted_or_listed(tmp_path):
    store = FindingStore(str(tmp_path), verify_repro=False)
    folder, _ = _record(store)
    sig = os.path.basename(folder)
    # What a kill -9 leaves: a folder being written, a swap half done, a temp meta file.
    leftovers = [f".{sig}-abcd1234", f"{sig}.replaced-4242", f".{sig}-reduced-xyz"]
    for name in leftovers:
        os.makedirs(tmp_path / name)
        (tmp_path / name / "meta.json").write_text(json.dumps({"signature": sig, "symptom": "verifier-error"}))
    assert store.signatures() == {sig}
    assert [r["signature"] for r in signature_rows(str(tmp_path), str(tmp_path / "none"))] == [sig]
    assert not any(is_finding_folder(n) for n in leftovers)


def test_recover_clears_leftovers_and_completes_a_half_done_swap(tmp_path):
    store = FindingStore(str(tmp_path), verify_repro=False)
    folder, _ = _record(store)
    sig = os.path.basename(folder)
    other, _ = _record(store, 2, lowering_finding("'tensor.extract_slice' op expected type to be"))
    other_sig = os.path.basename(other)
    os.makedirs(tmp_path / f".{sig}-abcd1234")
    (tmp_path / folder / ".tmp-x.json").write_text("{")
    os.rename(other, f"{other}.replaced-4242")   # killed between the two renames of a swap
    os.makedirs(tmp_path / f"{sig}.replaced-777")  # killed after both renames, before the rmtree
    done = store.recover()
    assert len(done) == 4, done
    assert sorted(os.listdir(tmp_path)) == sorted([sig, other_sig])
    assert store.signatures() == {sig, other_sig}
    assert not os.path.exists(os.path.join(folder, ".tmp-x.json"))


def test_replace_with_reduced_swaps_in_one_step_and_keeps_the_count(tmp_path):
    store = FindingStore(str(tmp_path), verify_repro=False)
    folder, _ = _record(store, 1)
    _record(store, 2)
    small = program_from_seed(3)
    verdict = Verdict("finding", [lowering_finding()], [KOutcome(1, "ok")])
    store.replace_with_reduced(folder, verdict.findings[0], verdict, small, {"seed": 3})
    meta = json.load(open(os.path.join(folder, "meta.json")))
    assert meta["count"] == 2 and meta["reduction"] == "done" and meta["original"]["seed"] == 1
    assert json.load(open(os.path.join(folder, "program.json"))) == json.loads(small.to_json())
    assert sorted(os.listdir(tmp_path)) == [os.path.basename(folder)]


def test_exchange_dirs_swaps_contents(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "x").write_text("a")
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "x").write_text("b")
    if not exchange_dirs(str(tmp_path / "a"), str(tmp_path / "b")):
        pytest.skip("renameat2(RENAME_EXCHANGE) is not available here: the two-rename path is used")
    assert (tmp_path / "a" / "x").read_text() == "b" and (tmp_path / "b" / "x").read_text() == "a"


def test_campaign_counts_come_from_the_state_not_from_repeats(tmp_path):
    store = FindingStore(str(tmp_path), verify_repro=False, count_repeats=False)
    folder, new = _record(store, 1)
    _, again = _record(store, 2)
    assert new and not again
    assert json.load(open(os.path.join(folder, "meta.json")))["count"] == 1
    store.set_counts({os.path.basename(folder): 5})
    assert json.load(open(os.path.join(folder, "meta.json")))["count"] == 5
